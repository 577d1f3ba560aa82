import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type {
  AdminBannerFieldsFragment,
  BannerInput as BannerWireInput,
  BannerPosition as BannerWirePosition,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

export type BannerPosition = BannerWirePosition;
export const BANNER_LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type BannerLanguage = (typeof BANNER_LANGUAGES)[number];

// Used by name in the list's document and the save's.
graphql(`
  fragment AdminBannerFields on AdminBanner {
    id
    position
    language
    html
    active
  }
`);

/** `language` null: shown in every language (the server keeps only it, en, fr or es). */
export type AdminBanner = AdminBannerFieldsFragment;

export type BannerInput = BannerWireInput;

const ADMIN_BANNERS = graphql(`
  query AdminBanners {
    adminBanners {
      ...AdminBannerFields
    }
  }
`);
const SAVE_BANNER = graphql(`
  mutation SaveBanner($id: ID, $input: BannerInput!) {
    saveBanner(id: $id, input: $input) {
      ...AdminBannerFields
    }
  }
`);
const DELETE_BANNER = graphql(`
  mutation DeleteBanner($id: ID!) {
    deleteBanner(id: $id)
  }
`);

const bannersKey = ['admin', 'banners'] as const;

export function useAdminBanners() {
  return useQuery({
    queryKey: bannersKey,
    queryFn: async ({ signal }) =>
      (await graphqlRequest('AdminBanners', ADMIN_BANNERS, {}, { signal })).adminBanners,
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
        await graphqlRequest('SaveBanner', SAVE_BANNER, {
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
      (await graphqlRequest('DeleteBanner', DELETE_BANNER, { id })).deleteBanner,
    onSuccess: () => invalidateBanners(queryClient),
  });
}
