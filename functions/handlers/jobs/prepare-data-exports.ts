import { prepareDataExports } from '../../domain/account-data/prepare-exports';
import { prepareDataExportsJob } from '../../jobs';
import { jobHandler } from '../job-pipeline';

export const handler = jobHandler(prepareDataExportsJob, prepareDataExports);
