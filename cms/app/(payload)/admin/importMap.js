import { AdminDateCell as AdminDateCell_c46f1943a1e9996b91b2d896e91782cb } from '../../../admin/fields/AdminDate'
import { AdminDatePickerField as AdminDatePickerField_c46f1943a1e9996b91b2d896e91782cb } from '../../../admin/fields/AdminDate'
import { AdminDateField as AdminDateField_c46f1943a1e9996b91b2d896e91782cb } from '../../../admin/fields/AdminDate'
import { UserKycStatusCell as UserKycStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa } from '../../../admin/components/StatusCell'
import { IdentityRowLabel as IdentityRowLabel_af2c2f07ad0da013b904e4500c3ff887 } from '../../../admin/fields/IdentityRowLabel'
import { AdminDocTimestamps as AdminDocTimestamps_c46f1943a1e9996b91b2d896e91782cb } from '../../../admin/fields/AdminDate'
import { ListingStatusCell as ListingStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa } from '../../../admin/components/StatusCell'
import { AuctionStatusCell as AuctionStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa } from '../../../admin/components/StatusCell'
import { KycStatusCell as KycStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa } from '../../../admin/components/StatusCell'
import { PageEditView as PageEditView_6024dd8e5b29b85c3584df6f93ec6f88 } from '../../../admin/editors/BilingualEditView'
import { FaqEditView as FaqEditView_6024dd8e5b29b85c3584df6f93ec6f88 } from '../../../admin/editors/BilingualEditView'
import { OrderStatusCell as OrderStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa } from '../../../admin/components/StatusCell'
import { CreditNoteField as CreditNoteField_05b77a4cebf2c66d6d418266a261a80e } from '../../../admin/fields/CreditNoteField'
import { IncrementRowLabel as IncrementRowLabel_bb8b667cfef3b7eefbc881ba33b8199b } from '../../../admin/fields/IncrementRowLabel'
import { InitialsAvatar as InitialsAvatar_1121b289be69ddf34efb4c0f74982a55 } from '../../../admin/components/Brand'
import { AdminNav as AdminNav_0705fc9fffb7fc4d274ddc90d4ef0498 } from '../../../admin/components/AdminNav'
import { Icon as Icon_1121b289be69ddf34efb4c0f74982a55 } from '../../../admin/components/Brand'
import { Logo as Logo_1121b289be69ddf34efb4c0f74982a55 } from '../../../admin/components/Brand'
import { AdminA11y as AdminA11y_eec0c351e8ac3df38f648b2092e91889 } from '../../../admin/components/AdminA11y'
import { SigninView as SigninView_657233a0b71a83b496d45d32e7c8cf71 } from '../../../admin/views/Signin'
import { UnauthorizedView as UnauthorizedView_ad6db1553f5224a8387b76c3d020adbc } from '../../../admin/views/Unauthorized'
import { OverviewView as OverviewView_4e384f196843229af855e98d08fce9de } from '../../../admin/views/Overview'
import { CommissionView as CommissionView_0b8ade5a5bdf691d52804350f2a48ba5 } from '../../../admin/views/Commission'
import { UsersView as UsersView_d1283e90f7b74535051a1338d41dd147 } from '../../../admin/views/Users'
import { KycQueueView as KycQueueView_3b9bdf0cfbbaae4e7278b1bcc85b786c } from '../../../admin/views/KycQueueView'
import { KycDecisionsView as KycDecisionsView_b42da239cac27fd946942cf40b24853f } from '../../../admin/views/KycDecisionsView'
import { ListingsView as ListingsView_5730e289b561f431a64077588afd17b7 } from '../../../admin/views/ListingsView'
import { ListingNewView as ListingNewView_c9200c6f9e3b8bf853773627840e383d } from '../../../admin/views/ListingNewView'
import { AuctionsView as AuctionsView_af977e483819ef47293cf1e4876c5972 } from '../../../admin/views/AuctionsView'
import { AuctionNewView as AuctionNewView_63fea1081556e2740ce81c332e79e02f } from '../../../admin/views/AuctionNewView'
import { OrdersView as OrdersView_77441cde7a7934d7fdfc94ee929382b0 } from '../../../admin/views/OrdersView'
import { EmailsView as EmailsView_c7793ba59b98518147ae3b86c958f6d0 } from '../../../admin/views/Emails'
import { EmailTestView as EmailTestView_cfceddaa1fbe3e2055ab7d91b58c3d8e } from '../../../admin/views/EmailTest'
import { SettingsView as SettingsView_b3b8cf87babae507308d1e792537561a } from '../../../admin/views/Settings'
import { AuctionDetailView as AuctionDetailView_c181bc3042cda2809e69f120c8a12393 } from '../../../admin/views/AuctionDetailView'
import { OrderDetailView as OrderDetailView_29ab2aa7dbe21a63c6b37e0bd77220ce } from '../../../admin/views/OrderDetailView'
import { PaymentsView as PaymentsView_05a7ea129c6d1a57542ee9c5a95575a7 } from '../../../admin/views/PaymentsView'
import { KycCaseView as KycCaseView_4555e0cf87b0fe7171790924c9711efe } from '../../../admin/views/KycCaseView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/fields/AdminDate#AdminDateCell": AdminDateCell_c46f1943a1e9996b91b2d896e91782cb,
  "/admin/fields/AdminDate#AdminDatePickerField": AdminDatePickerField_c46f1943a1e9996b91b2d896e91782cb,
  "/admin/fields/AdminDate#AdminDateField": AdminDateField_c46f1943a1e9996b91b2d896e91782cb,
  "/admin/components/StatusCell#UserKycStatusCell": UserKycStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa,
  "/admin/fields/IdentityRowLabel#IdentityRowLabel": IdentityRowLabel_af2c2f07ad0da013b904e4500c3ff887,
  "/admin/fields/AdminDate#AdminDocTimestamps": AdminDocTimestamps_c46f1943a1e9996b91b2d896e91782cb,
  "/admin/components/StatusCell#ListingStatusCell": ListingStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa,
  "/admin/components/StatusCell#AuctionStatusCell": AuctionStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa,
  "/admin/components/StatusCell#KycStatusCell": KycStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa,
  "/admin/editors/BilingualEditView#PageEditView": PageEditView_6024dd8e5b29b85c3584df6f93ec6f88,
  "/admin/editors/BilingualEditView#FaqEditView": FaqEditView_6024dd8e5b29b85c3584df6f93ec6f88,
  "/admin/components/StatusCell#OrderStatusCell": OrderStatusCell_d9ac5b6d2f12cd91e680bb1d391b55fa,
  "/admin/fields/CreditNoteField#CreditNoteField": CreditNoteField_05b77a4cebf2c66d6d418266a261a80e,
  "/admin/fields/IncrementRowLabel#IncrementRowLabel": IncrementRowLabel_bb8b667cfef3b7eefbc881ba33b8199b,
  "/admin/components/Brand#InitialsAvatar": InitialsAvatar_1121b289be69ddf34efb4c0f74982a55,
  "/admin/components/AdminNav#AdminNav": AdminNav_0705fc9fffb7fc4d274ddc90d4ef0498,
  "/admin/components/Brand#Icon": Icon_1121b289be69ddf34efb4c0f74982a55,
  "/admin/components/Brand#Logo": Logo_1121b289be69ddf34efb4c0f74982a55,
  "/admin/components/AdminA11y#AdminA11y": AdminA11y_eec0c351e8ac3df38f648b2092e91889,
  "/admin/views/Signin#SigninView": SigninView_657233a0b71a83b496d45d32e7c8cf71,
  "/admin/views/Unauthorized#UnauthorizedView": UnauthorizedView_ad6db1553f5224a8387b76c3d020adbc,
  "/admin/views/Overview#OverviewView": OverviewView_4e384f196843229af855e98d08fce9de,
  "/admin/views/Commission#CommissionView": CommissionView_0b8ade5a5bdf691d52804350f2a48ba5,
  "/admin/views/Users#UsersView": UsersView_d1283e90f7b74535051a1338d41dd147,
  "/admin/views/KycQueueView#KycQueueView": KycQueueView_3b9bdf0cfbbaae4e7278b1bcc85b786c,
  "/admin/views/KycDecisionsView#KycDecisionsView": KycDecisionsView_b42da239cac27fd946942cf40b24853f,
  "/admin/views/ListingsView#ListingsView": ListingsView_5730e289b561f431a64077588afd17b7,
  "/admin/views/ListingNewView#ListingNewView": ListingNewView_c9200c6f9e3b8bf853773627840e383d,
  "/admin/views/AuctionsView#AuctionsView": AuctionsView_af977e483819ef47293cf1e4876c5972,
  "/admin/views/AuctionNewView#AuctionNewView": AuctionNewView_63fea1081556e2740ce81c332e79e02f,
  "/admin/views/OrdersView#OrdersView": OrdersView_77441cde7a7934d7fdfc94ee929382b0,
  "/admin/views/Emails#EmailsView": EmailsView_c7793ba59b98518147ae3b86c958f6d0,
  "/admin/views/EmailTest#EmailTestView": EmailTestView_cfceddaa1fbe3e2055ab7d91b58c3d8e,
  "/admin/views/Settings#SettingsView": SettingsView_b3b8cf87babae507308d1e792537561a,
  "/admin/views/AuctionDetailView#AuctionDetailView": AuctionDetailView_c181bc3042cda2809e69f120c8a12393,
  "/admin/views/OrderDetailView#OrderDetailView": OrderDetailView_29ab2aa7dbe21a63c6b37e0bd77220ce,
  "/admin/views/PaymentsView#PaymentsView": PaymentsView_05a7ea129c6d1a57542ee9c5a95575a7,
  "/admin/views/KycCaseView#KycCaseView": KycCaseView_4555e0cf87b0fe7171790924c9711efe,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
