import { OpenDataPage } from './open-data-page';

/** /open-data: the open data's publication policy (a lazy route of its own). */
export const Component = OpenDataPage;
