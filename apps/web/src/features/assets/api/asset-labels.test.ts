import { afterEach, describe, expect, it, vi } from 'vitest';
import { load, stubFetch } from '../../../lib/testing/api-client-harness.ts';

const toast = vi.hoisted(() => ({ error: vi.fn(), info: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const ids = ['3f2b8c1e-5d4a-4e7b-9c2d-1a2b3c4d5e6f', '6f1d2a7e-0000-4000-8000-000000000001'];

/** A stand-in for the page's link the file is saved through, which tells what it saved. */
function stubDocument() {
  const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
  vi.stubGlobal('document', { createElement: () => link, body: { append: vi.fn() } });
  return link;
}

describe('downloadAssetLabels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the ids separated by commas and saves the sheet under the name the server gives', async () => {
    const fetch = stubFetch(
      () =>
        new Response('%PDF-1.3', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="asset-labels_2026-05-01.pdf"' },
        }),
    );
    const link = stubDocument();
    await load();
    const { downloadAssetLabels } = await import('./asset-labels.ts');
    await downloadAssetLabels(ids);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/assets/labels.pdf?ids=${encodeURIComponent(ids.join(','))}`);
    expect(link.download).toBe('asset-labels_2026-05-01.pdf');
    expect(link.click).toHaveBeenCalledOnce();
  });

  it("throws the server's refusal, for the button to say", async () => {
    stubFetch(() => new Response(JSON.stringify({ code: 'ASSET_NOT_FOUND', message: 'Asset not found' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    stubDocument();
    await load();
    const { downloadAssetLabels } = await import('./asset-labels.ts');
    await expect(downloadAssetLabels(ids)).rejects.toMatchObject({ code: 'ASSET_NOT_FOUND' });
  });
});
