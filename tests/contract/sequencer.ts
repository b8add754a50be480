import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Provider verification reads the pact the consumer tests write, so within a run every
 * `*.verify.test.ts` file goes after all other files. Wire it in vitest.config.ts with
 * `sequence: { sequencer: VerifyLastSequencer }`.
 */
export class VerifyLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isVerification = (file: TestSpecification) => file.moduleId.endsWith(".verify.test.ts");
    return [...sorted.filter((file) => !isVerification(file)), ...sorted.filter(isVerification)];
  }
}
