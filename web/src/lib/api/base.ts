/** Where the API answers, on the site's own origin (CloudFront routes /api/* to it). */
export const API_BASE = '/api/v1';
