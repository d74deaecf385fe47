import { generatePath } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The evaluators' page of a tender (paths.evaluation). */
export const evaluationPath = (tenderId: number) => generatePath(paths.evaluation, { id: String(tenderId) });
