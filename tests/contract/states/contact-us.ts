// Provider states of the contact-us interactions (names only: the consumer tests import them).
export const contactUsStates = {} as const;

export type ContactUsState = (typeof contactUsStates)[keyof typeof contactUsStates];
