import { releaseEmd } from '../../contracts/refunds';
import { releaseEmd as release } from '../../domain/refunds/release-emd';
import { httpHandler } from '../pipeline';

export const handler = httpHandler(releaseEmd, ({ params, body, caller }) =>
  release(params.id, body, caller, new Date()),
);
