import { getOcdsRelease as contract } from '../../contracts/ocds';
import { getTenderReleasePackage } from '../../domain/ocds/get-release';
import { httpHandler } from '../public-pipeline';

export const handler = httpHandler(contract, ({ params }) => getTenderReleasePackage(params.id, new Date()));
