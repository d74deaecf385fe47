// A job handler for scripts/local/scheduler.test.ts whose every run fails.
export const handler = async () => {
  throw new Error('the table is not there');
};
