/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* Changed: POST answers a malformed body with a 400 (see cms/endpoints/graphql-post.ts). */
import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'

import { graphQLPost } from '../../../../endpoints/graphql-post'

export const POST = graphQLPost(config)

export const OPTIONS = REST_OPTIONS(config)
