import type { Kysely } from 'kysely';

/**
 * Questions and their answers translated on request (POST /products/v1/review/{questionId}/questions/translate,
 * decision 0045), kept per question and target language as review_translations keeps reviews: a second reader
 * costs no provider call. `answers` is the JSON of the answers translated with it ([{ answerId, sourceLanguage,
 * text }]); an answer written since makes the row stale, and it is translated again. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_translations')
    .addColumn('question_id', 'varchar(36)', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    /** ISO 639-1 language (`de`): en-us and en-gb readers share one English translation. */
    .addColumn('target_language', 'varchar(8)', (col) => col.notNull())
    .addColumn('source_language', 'varchar(8)', (col) => col.notNull())
    .addColumn('provider', 'varchar(30)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_translations_pk', ['question_id', 'target_language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_translations').execute();
}
