/** pg-boss on our data source (decision 015): shared with the casino wallet's sweep job, so it lives in the platform. */
export { createJobsDatabase, type JobsDatabase } from '../../../platform/index.ts';
