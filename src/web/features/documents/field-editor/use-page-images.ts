// The dealer's document as page images: asked again every 1.5 s while the server is still drawing, so the
// pages fill in as they arrive (the first ask queues the drawing of a document never drawn).
import { useQuery } from '@tanstack/react-query';
import { dealerPageImagesUrl, type PageImages } from '../../../../shared/page-images.ts';
import { apiJson } from '../../../lib/api.ts';

export const pageImagesKey = (documentId: string) => ['/api/documents', documentId, 'page-images'];

export function usePageImages(documentId: string) {
  return useQuery<PageImages>({
    queryKey: pageImagesKey(documentId),
    queryFn: () => apiJson<PageImages>('GET', dealerPageImagesUrl(documentId)),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
  });
}
