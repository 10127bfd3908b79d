/**
 * Reads of one kind that go to the database together when it is busy. At most `inFlight` batches are out at once;
 * a read asked for meanwhile waits for one of them to come back and then goes with every other read that waited, as
 * one statement (at most `maxBatch` reads). A read asked for while a slot is free goes at once, alone: nothing waits
 * on a timer, so a quiet server answers as before, and a busy one sends fewer, larger statements (decision 0021,
 * addendum of 2026-12-07).
 *
 * `run` answers the reads of a batch in their order; when it fails, every read of the batch fails with its error.
 */
export class Coalescer<Read, Answer> {
  readonly #waiting: { read: Read; resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = [];
  #out = 0;

  constructor(
    private readonly run: (reads: readonly Read[]) => Promise<readonly Answer[]>,
    private readonly inFlight: number,
    private readonly maxBatch: number,
  ) {
    if (!(inFlight >= 1 && maxBatch >= 1)) throw new RangeError('inFlight and maxBatch must be at least 1');
  }

  /** How many reads wait for a batch to come back (for tests and metrics). */
  get waiting(): number {
    return this.#waiting.length;
  }

  load(read: Read): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting.push({ read, resolve, reject });
      this.#send();
    });
  }

  #send(): void {
    while (this.#out < this.inFlight && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.maxBatch);
      this.#out += 1;
      let answered: Promise<readonly Answer[]>;
      try {
        answered = this.run(batch.map((entry) => entry.read));
      } catch (error) {
        answered = Promise.reject(error);
      }
      answered
        .then((answers) => {
          if (answers.length !== batch.length) {
            throw new Error(`A batch of ${batch.length} reads was answered ${answers.length} times`);
          }
          batch.forEach((entry, index) => entry.resolve(answers[index]!));
        })
        .catch((error: unknown) => batch.forEach((entry) => entry.reject(error)))
        .finally(() => {
          this.#out -= 1;
          this.#send();
        });
    }
  }
}
