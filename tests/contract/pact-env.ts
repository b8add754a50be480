// Imported before @pact-foundation/pact: the native core reads it when it starts.
process.env.PACT_DO_NOT_TRACK = "true";
