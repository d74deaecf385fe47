import { getOcdsReleasePackage as contract } from '../../contracts/ocds';
import { getLatestReleasePackage } from '../../domain/ocds/latest-release-package';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ query }) => getLatestReleasePackage(query, new Date()));
