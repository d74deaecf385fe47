/**
 * Short timeouts and one retry: when a service is unreachable the caller gets a 503 within about
 * two seconds instead of hanging. The SDK builds its Node HTTP handler from these options.
 */
export const requestHandlerOptions = { connectionTimeout: 1000, requestTimeout: 5000 };
