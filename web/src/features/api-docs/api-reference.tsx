import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/ui/alert';
import { LoadingState } from '../../components/ui/loading-state';
import {
  hideScalarStyles,
  loadScalar,
  showScalarStyles,
  type ScalarConfiguration,
  type ScalarReference,
} from './load-scalar';

export type ApiReferenceProps = { documentUrl: string };

/** The site header's bar (header.tsx), fixed at the top once the page scrolls: Scalar's sidebar sticks below it. */
const SITE_HEADER_HEIGHT = '4.5rem';

/** Nothing leaves the site: no web fonts, telemetry, AI agent or MCP links from Scalar's servers. */
function configuration(url: string): ScalarConfiguration {
  return {
    url,
    customCss: `.scalar-app { --scalar-custom-header-height: ${SITE_HEADER_HEIGHT}; }`,
    layout: 'modern',
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideDarkModeToggle: true,
    forceDarkModeState: 'light',
    hideClientButton: true,
    showDeveloperTools: 'never',
    showToolbar: 'never',
    documentDownloadType: 'json',
    defaultOpenAllTags: true,
  };
}

type Status = 'loading' | 'ready' | 'failed';

/** Scalar's API reference for the OpenAPI document at `documentUrl`, mounted while this is shown. */
export function ApiReference({ documentUrl }: ApiReferenceProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let reference: ScalarReference | undefined;
    let left = false;
    loadScalar().then(
      (scalar) => {
        if (left || !container.current) return;
        showScalarStyles();
        reference = scalar.createApiReference(container.current, configuration(documentUrl));
        setStatus('ready');
      },
      () => {
        if (!left) setStatus('failed');
      },
    );
    return () => {
      left = true;
      reference?.destroy();
      hideScalarStyles();
    };
  }, [documentUrl, attempt]);

  const handleRetry = () => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  };

  return (
    <>
      {status === 'ready' ? null : (
        <Container maxW="6xl" py="6">
          {status === 'loading' ? <LoadingState label="Loading the API reference..." /> : null}
          {status === 'failed' ? (
            <Notice
              status="error"
              title="The API reference could not be loaded."
              action={
                <Button size="sm" variant="outline" onClick={handleRetry}>
                  Try again
                </Button>
              }
            >
              The document itself is still at{' '}
              <a href={documentUrl} style={{ textDecoration: 'underline' }}>
                {documentUrl}
              </a>
              .
            </Notice>
          ) : null}
        </Container>
      )}
      <Box ref={container} data-testid="api-reference" />
    </>
  );
}
