import * as migration_20261122_060700_initial from './20261122_060700_initial';
import * as migration_20261122_064833_accounts_email_verification from './20261122_064833_accounts_email_verification';
import * as migration_20261122_070000_auctions_list_indexes from './20261122_070000_auctions_list_indexes';
import * as migration_20261122_090039_accounts_activity_identities from './20261122_090039_accounts_activity_identities';
import * as migration_20261122_090529_admin_core from './20261122_090529_admin_core';
import * as migration_20261122_090601_support_messages from './20261122_090601_support_messages';
import * as migration_20261122_090635_admin_ops_order_sepa_reference from './20261122_090635_admin_ops_order_sepa_reference';
import * as migration_20261122_093000_listings_search_fts from './20261122_093000_listings_search_fts';
import * as migration_20261122_104214_schema_snapshot_after_merge from './20261122_104214_schema_snapshot_after_merge';
import * as migration_20261122_123000_notification_claims from './20261122_123000_notification_claims';
import * as migration_20261122_131500_bids_auction_amount_idx from './20261122_131500_bids_auction_amount_idx';
import * as migration_20261122_181751_settings_high_bid_confirm_factor from './20261122_181751_settings_high_bid_confirm_factor';
import * as migration_20261122_183203_users_no_account_lock from './20261122_183203_users_no_account_lock';
import * as migration_20261122_214626_settings_company_legal_details from './20261122_214626_settings_company_legal_details';
import * as migration_20261123_005307_settings_time_zone from './20261123_005307_settings_time_zone';
import * as migration_20261123_040649_reminders from './20261123_040649_reminders';
import * as migration_20261123_040651_saved_searches from './20261123_040651_saved_searches';
import * as migration_20261123_043000_auctions_price_idx from './20261123_043000_auctions_price_idx';
import * as migration_20261123_043149_bid_limits from './20261123_043149_bid_limits';
import * as migration_20261123_051438_schema_snapshot_after_i16_merge from './20261123_051438_schema_snapshot_after_i16_merge';
import * as migration_20261125_161142_kyc_fraud_signals from './20261125_161142_kyc_fraud_signals';
import * as migration_20261125_162412_invoices_billed_to from './20261125_162412_invoices_billed_to';
import * as migration_20261125_170000_repair_control_characters from './20261125_170000_repair_control_characters';
import * as migration_20261125_173402_schema_snapshot_after_i24_merge from './20261125_173402_schema_snapshot_after_i24_merge';
import * as migration_20261125_203542_invoice_fee_pct from './20261125_203542_invoice_fee_pct';
import * as migration_20261125_235820_invoice_snapshot from './20261125_235820_invoice_snapshot';
import * as migration_20261125_235854_kyc_desk from './20261125_235854_kyc_desk';
import * as migration_20261125_235910_listings_weight_attachments from './20261125_235910_listings_weight_attachments';
import * as migration_20261126_000042_user_consent_times from './20261126_000042_user_consent_times';
import * as migration_20261126_000500_listing_size from './20261126_000500_listing_size';
import * as migration_20261126_000549_back_office_order_events from './20261126_000549_back_office_order_events';
import * as migration_20261126_035412_kyc_iban_registration from './20261126_035412_kyc_iban_registration';
import * as migration_20261126_040000_list_plan_indexes from './20261126_040000_list_plan_indexes';
import * as migration_20261126_190000_listings_search_version from './20261126_190000_listings_search_version';
import * as migration_20261127_020000_listings_filter_by_id_idx from './20261127_020000_listings_filter_by_id_idx';

export const migrations = [
  {
    up: migration_20261122_060700_initial.up,
    down: migration_20261122_060700_initial.down,
    name: '20261122_060700_initial',
  },
  {
    up: migration_20261122_064833_accounts_email_verification.up,
    down: migration_20261122_064833_accounts_email_verification.down,
    name: '20261122_064833_accounts_email_verification',
  },
  {
    up: migration_20261122_070000_auctions_list_indexes.up,
    down: migration_20261122_070000_auctions_list_indexes.down,
    name: '20261122_070000_auctions_list_indexes',
  },
  {
    up: migration_20261122_090039_accounts_activity_identities.up,
    down: migration_20261122_090039_accounts_activity_identities.down,
    name: '20261122_090039_accounts_activity_identities',
  },
  {
    up: migration_20261122_090529_admin_core.up,
    down: migration_20261122_090529_admin_core.down,
    name: '20261122_090529_admin_core',
  },
  {
    up: migration_20261122_090601_support_messages.up,
    down: migration_20261122_090601_support_messages.down,
    name: '20261122_090601_support_messages',
  },
  {
    up: migration_20261122_090635_admin_ops_order_sepa_reference.up,
    down: migration_20261122_090635_admin_ops_order_sepa_reference.down,
    name: '20261122_090635_admin_ops_order_sepa_reference',
  },
  {
    up: migration_20261122_093000_listings_search_fts.up,
    down: migration_20261122_093000_listings_search_fts.down,
    name: '20261122_093000_listings_search_fts',
  },
  {
    up: migration_20261122_104214_schema_snapshot_after_merge.up,
    down: migration_20261122_104214_schema_snapshot_after_merge.down,
    name: '20261122_104214_schema_snapshot_after_merge',
  },
  {
    up: migration_20261122_123000_notification_claims.up,
    down: migration_20261122_123000_notification_claims.down,
    name: '20261122_123000_notification_claims',
  },
  {
    up: migration_20261122_131500_bids_auction_amount_idx.up,
    down: migration_20261122_131500_bids_auction_amount_idx.down,
    name: '20261122_131500_bids_auction_amount_idx',
  },
  {
    up: migration_20261122_181751_settings_high_bid_confirm_factor.up,
    down: migration_20261122_181751_settings_high_bid_confirm_factor.down,
    name: '20261122_181751_settings_high_bid_confirm_factor',
  },
  {
    up: migration_20261122_183203_users_no_account_lock.up,
    down: migration_20261122_183203_users_no_account_lock.down,
    name: '20261122_183203_users_no_account_lock',
  },
  {
    up: migration_20261122_214626_settings_company_legal_details.up,
    down: migration_20261122_214626_settings_company_legal_details.down,
    name: '20261122_214626_settings_company_legal_details',
  },
  {
    up: migration_20261123_005307_settings_time_zone.up,
    down: migration_20261123_005307_settings_time_zone.down,
    name: '20261123_005307_settings_time_zone',
  },
  {
    up: migration_20261123_040649_reminders.up,
    down: migration_20261123_040649_reminders.down,
    name: '20261123_040649_reminders',
  },
  {
    up: migration_20261123_040651_saved_searches.up,
    down: migration_20261123_040651_saved_searches.down,
    name: '20261123_040651_saved_searches',
  },
  {
    up: migration_20261123_043000_auctions_price_idx.up,
    down: migration_20261123_043000_auctions_price_idx.down,
    name: '20261123_043000_auctions_price_idx',
  },
  {
    up: migration_20261123_043149_bid_limits.up,
    down: migration_20261123_043149_bid_limits.down,
    name: '20261123_043149_bid_limits',
  },
  {
    up: migration_20261123_051438_schema_snapshot_after_i16_merge.up,
    down: migration_20261123_051438_schema_snapshot_after_i16_merge.down,
    name: '20261123_051438_schema_snapshot_after_i16_merge',
  },
  {
    up: migration_20261125_161142_kyc_fraud_signals.up,
    down: migration_20261125_161142_kyc_fraud_signals.down,
    name: '20261125_161142_kyc_fraud_signals',
  },
  {
    up: migration_20261125_162412_invoices_billed_to.up,
    down: migration_20261125_162412_invoices_billed_to.down,
    name: '20261125_162412_invoices_billed_to',
  },
  {
    up: migration_20261125_170000_repair_control_characters.up,
    down: migration_20261125_170000_repair_control_characters.down,
    name: '20261125_170000_repair_control_characters',
  },
  {
    up: migration_20261125_173402_schema_snapshot_after_i24_merge.up,
    down: migration_20261125_173402_schema_snapshot_after_i24_merge.down,
    name: '20261125_173402_schema_snapshot_after_i24_merge',
  },
  {
    up: migration_20261125_203542_invoice_fee_pct.up,
    down: migration_20261125_203542_invoice_fee_pct.down,
    name: '20261125_203542_invoice_fee_pct',
  },
  {
    up: migration_20261125_235820_invoice_snapshot.up,
    down: migration_20261125_235820_invoice_snapshot.down,
    name: '20261125_235820_invoice_snapshot',
  },
  {
    up: migration_20261125_235854_kyc_desk.up,
    down: migration_20261125_235854_kyc_desk.down,
    name: '20261125_235854_kyc_desk',
  },
  {
    up: migration_20261125_235910_listings_weight_attachments.up,
    down: migration_20261125_235910_listings_weight_attachments.down,
    name: '20261125_235910_listings_weight_attachments',
  },
  {
    up: migration_20261126_000042_user_consent_times.up,
    down: migration_20261126_000042_user_consent_times.down,
    name: '20261126_000042_user_consent_times',
  },
  {
    up: migration_20261126_000500_listing_size.up,
    down: migration_20261126_000500_listing_size.down,
    name: '20261126_000500_listing_size',
  },
  {
    up: migration_20261126_000549_back_office_order_events.up,
    down: migration_20261126_000549_back_office_order_events.down,
    name: '20261126_000549_back_office_order_events',
  },
  {
    up: migration_20261126_035412_kyc_iban_registration.up,
    down: migration_20261126_035412_kyc_iban_registration.down,
    name: '20261126_035412_kyc_iban_registration',
  },
  {
    up: migration_20261126_040000_list_plan_indexes.up,
    down: migration_20261126_040000_list_plan_indexes.down,
    name: '20261126_040000_list_plan_indexes',
  },
  {
    up: migration_20261126_190000_listings_search_version.up,
    down: migration_20261126_190000_listings_search_version.down,
    name: '20261126_190000_listings_search_version',
  },
  {
    up: migration_20261127_020000_listings_filter_by_id_idx.up,
    down: migration_20261127_020000_listings_filter_by_id_idx.down,
    name: '20261127_020000_listings_filter_by_id_idx',
  },
];
