import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';

export type BannerPosition = 'header' | 'footer';
export const BANNER_LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type BannerLanguage = (typeof BANNER_LANGUAGES)[number];

export interface AdminBanner {
  id: string;
  position: BannerPosition;
  /** Null: shown in every language. */
  language: BannerLanguage | null;
  html: string;
  active: boolean;
}

export type BannerInput = Omit<AdminBanner, 'id'>;

const FIELDS = 'id position language html active';
const ADMIN_BANNERS = /* GraphQL */ `query AdminBanners { adminBanners { ${FIELDS} } }`;
const SAVE_BANNER = /* GraphQL */ `
  mutation SaveBanner($id: ID, $input: BannerInput!) { saveBanner(id: $id, input: $input) { ${FIELDS} } }
`;
const DELETE_BANNER = /* GraphQL */ `
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id)
  }
`;

const bannersKey = ['admin', 'banners'] as const;

export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest<{ adminBanners: AdminBanner[] }>(
          'AdminBanners',
          ADMIN_BANNERS,
          {},
          { signal },
        )
      ).adminBanners,
  });
}

/** The page's own banners (the shell's) are read again too. */
function invalidateBanners(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bannersKey }),
    queryClient.invalidateQueries({ queryKey: ['banner'] }),
  ]);
}

/** Creates a banner (id null) or changes one. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; banner: BannerInput }) =>
      (
        await graphqlRequest<{ saveBanner: AdminBanner }>('SaveBanner', SAVE_BANNER, {
          id: input.id,
          input: input.banner,
        })
      ).saveBanner,
    onSuccess: () => invalidateBanners(queryClient),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest<{ deleteBanner: boolean }>('DeleteBanner', DELETE_BANNER, { id }))
        .deleteBanner,
    onSuccess: () => invalidateBanners(queryClient),
  });
}
