import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/gql';
import type { BookshopProfileInput, BookshopProfileQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';

/** The bookshop's identity as its staff edit it (docs/spec/marketplace.md §8). */
export type BookshopProfile = BookshopProfileQuery['bookshopProfile'];

// Used by name in both documents below.
graphql(`
  fragment BookshopProfileFields on BookshopProfile {
    bookshop {
      id
      name
      countryCode
    }
    legalName
    vatNumber
    taxCode
    registeredAddress {
      street
      postalCode
      city
      province
      country
    }
    iban
    pec
    sdiCode
    contactEmail
    contactPhone
    shopAddress {
      street
      postalCode
      city
    }
    openingHours {
      weekday
      ranges {
        from
        to
      }
    }
    pendingChange {
      id
      requestedAt
      proposed {
        legalName
        vatNumber
        taxCode
        iban
        registeredAddress {
          street
          postalCode
          city
          province
          country
        }
      }
    }
    lastDecidedChange {
      id
      status
      decidedAt
      reason
    }
  }
`);

const GET_PROFILE = graphql(`
  query BookshopProfile {
    bookshopProfile {
      ...BookshopProfileFields
    }
  }
`);

const UPDATE_PROFILE = graphql(`
  mutation UpdateBookshopProfile($input: BookshopProfileInput!) {
    updateBookshopProfile(input: $input) {
      ...BookshopProfileFields
    }
  }
`);

export const profileKey = ['bookshop-profile'] as const;

/** The staff's own bookshop's profile (the administrator has none of their own). */
export function useBookshopProfile() {
  return useQuery(
    queryOptions({
      queryKey: profileKey,
      queryFn: async ({ signal }) =>
        (await graphqlRequest('BookshopProfile', GET_PROFILE, {}, { signal })).bookshopProfile,
      retry: false,
    }),
  );
}

/** Saves the profile; the page shows it as the server answers (a change awaiting approval). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookshopProfileInput) =>
      (await graphqlRequest('UpdateBookshopProfile', UPDATE_PROFILE, { input }))
        .updateBookshopProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKey, profile),
  });
}
