import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangePasswordRequest, ProfileFields } from './auth.js';
import { AUTHOR_NAME_MAX, AskQuestionRequest, FLAG_COMMENT_MAX, FlagRequest, QUESTION_TEXT_MAX } from './reviews.js';

// Every "at most N characters" of a shopper's text counts code points (text.values.ts characterCount), as the
// storefront's fields and counters do: a value the storefront lets through is never refused by the api for its length.
const astral = (n: number) => '👟'.repeat(n); // one character, two UTF-16 units each
const issuesAt = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('character limits count code points, not UTF-16 units', () => {
  it('a question of QUESTION_TEXT_MAX emoji and a name of AUTHOR_NAME_MAX are taken; one more is not', () => {
    const text = `Is it ${astral(QUESTION_TEXT_MAX - 6)}`;
    expect(AskQuestionRequest.safeParse({ text, authorName: '𠮷'.repeat(AUTHOR_NAME_MAX) }).success).toBe(true);
    expect(issuesAt(AskQuestionRequest.safeParse({ text: `${text}👟`, authorName: 'Noor' }))).toEqual(['text']);
    expect(issuesAt(AskQuestionRequest.safeParse({ text, authorName: '𠮷'.repeat(AUTHOR_NAME_MAX + 1) }))).toEqual([
      'authorName',
    ]);
  });

  it("a report's comment, a person's name and a password alike", () => {
    expect(FlagRequest.safeParse({ reason: 'other', comment: astral(FLAG_COMMENT_MAX) }).success).toBe(true);
    expect(issuesAt(FlagRequest.safeParse({ reason: 'other', comment: astral(FLAG_COMMENT_MAX + 1) }))).toEqual([
      'comment',
    ]);
    const names = ProfileFields.pick({ firstName: true, lastName: true });
    expect(names.safeParse({ firstName: '𠮷'.repeat(50), lastName: 'Yoshida' }).success).toBe(true);
    expect(issuesAt(names.safeParse({ firstName: '𠮷'.repeat(51), lastName: 'Yoshida' }))).toEqual(['firstName']);
    const change = (newPassword: string) =>
      ChangePasswordRequest.safeParse({ currentPassword: 'x', newPassword, confirmPassword: newPassword });
    expect(change(astral(128)).success).toBe(true);
    expect(issuesAt(change(astral(129)))).toEqual(['newPassword', 'confirmPassword']);
  });

  it('the OpenAPI document still says each maximum', () => {
    const schema = z.toJSONSchema(AskQuestionRequest, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(schema.properties.text?.maxLength).toBe(QUESTION_TEXT_MAX);
    expect(schema.properties.authorName?.maxLength).toBe(AUTHOR_NAME_MAX);
  });
});
