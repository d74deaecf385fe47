import { describe, expect, it } from 'vitest';
import { pageDataScript, readPageData } from './page-data';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

describe('page data block', () => {
  it('reads back exactly what was written, markup and line separators included', () => {
    const data = {
      '/tenders/get_tender_info/7': {
        data: { project_name: 'A </script><script>alert(1)</script> <!-- & \u2028 end' },
      },
    };
    const script = pageDataScript(data);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(readPageData(documentWith(`<div id="root"></div>${script}<p>after</p>`))).toEqual(data);
  });

  it('reads nothing from a page without a block, or with a broken one', () => {
    expect(readPageData(documentWith('<div id="root"></div>'))).toBeUndefined();
    expect(
      readPageData(documentWith('<script type="application/json" id="page-data">{not json</script>')),
    ).toBeUndefined();
    expect(readPageData(documentWith('<script type="application/json" id="page-data">[1]</script>'))).toBeUndefined();
  });
});
