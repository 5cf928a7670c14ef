import * as migration_20261121_052304_initial from './20261121_052304_initial';
import * as migration_20261121_060200_forms from './20261121_060200_forms';
import * as migration_20261121_062312_accredited_bodies from './20261121_062312_accredited_bodies';
import * as migration_20261121_064705_scope_added_on from './20261121_064705_scope_added_on';
import * as migration_20261121_074312_certified_organisations from './20261121_074312_certified_organisations';
import * as migration_20261121_074509_certification_counts from './20261121_074509_certification_counts';
import * as migration_20261122_214808_information from './20261122_214808_information';
import * as migration_20261122_224459_about from './20261122_224459_about';
import * as migration_20261122_230237_name_kana_optional from './20261122_230237_name_kana_optional';
import * as migration_20261122_233910_staff_sign_in from './20261122_233910_staff_sign_in';
import * as migration_20261123_023105_staff_roles from './20261123_023105_staff_roles';
import * as migration_20261123_033124_back_office from './20261123_033124_back_office';
import * as migration_20261123_041433_import_lease from './20261123_041433_import_lease';
import * as migration_20261123_074452_verification from './20261123_074452_verification';
import * as migration_20261125_180000_place_cover from './20261125_180000_place_cover';
import * as migration_20261125_191900_upload_prefix from './20261125_191900_upload_prefix';
import * as migration_20261126_230000_ascii_runs from './20261126_230000_ascii_runs';
import * as migration_20261128_041943_register_reports from './20261128_041943_register_reports';
import * as migration_20261128_160000_news_year_end_closure from './20261128_160000_news_year_end_closure';
import * as migration_20261128_170000_english_summary from './20261128_170000_english_summary';
import * as migration_20261128_185405_drop_page_breadcrumbs from './20261128_185405_drop_page_breadcrumbs';
import * as migration_20261128_190055_version_authors from './20261128_190055_version_authors';
import * as migration_20261128_223700_navigation_menu_editor from './20261128_223700_navigation_menu_editor';
import * as migration_20261128_224719_navigation_version_authors from './20261128_224719_navigation_version_authors';
import * as migration_20261207_151356_alerts from './20261207_151356_alerts';
import * as migration_20261207_155158_history_scope_codes from './20261207_155158_history_scope_codes';
import * as migration_20261207_181903_credentials from './20261207_181903_credentials';
import * as migration_20261207_191211_open_data_snapshots from './20261207_191211_open_data_snapshots';
import * as migration_20261207_214323_register_edits from './20261207_214323_register_edits';

export const migrations = [
  {
    up: migration_20261121_052304_initial.up,
    down: migration_20261121_052304_initial.down,
    name: '20261121_052304_initial',
  },
  {
    up: migration_20261121_060200_forms.up,
    down: migration_20261121_060200_forms.down,
    name: '20261121_060200_forms',
  },
  {
    up: migration_20261121_062312_accredited_bodies.up,
    down: migration_20261121_062312_accredited_bodies.down,
    name: '20261121_062312_accredited_bodies',
  },
  {
    up: migration_20261121_064705_scope_added_on.up,
    down: migration_20261121_064705_scope_added_on.down,
    name: '20261121_064705_scope_added_on',
  },
  {
    up: migration_20261121_074312_certified_organisations.up,
    down: migration_20261121_074312_certified_organisations.down,
    name: '20261121_074312_certified_organisations',
  },
  {
    up: migration_20261121_074509_certification_counts.up,
    down: migration_20261121_074509_certification_counts.down,
    name: '20261121_074509_certification_counts',
  },
  {
    up: migration_20261122_214808_information.up,
    down: migration_20261122_214808_information.down,
    name: '20261122_214808_information',
  },
  {
    up: migration_20261122_224459_about.up,
    down: migration_20261122_224459_about.down,
    name: '20261122_224459_about',
  },
  {
    up: migration_20261122_230237_name_kana_optional.up,
    down: migration_20261122_230237_name_kana_optional.down,
    name: '20261122_230237_name_kana_optional',
  },
  {
    up: migration_20261122_233910_staff_sign_in.up,
    down: migration_20261122_233910_staff_sign_in.down,
    name: '20261122_233910_staff_sign_in',
  },
  {
    up: migration_20261123_023105_staff_roles.up,
    down: migration_20261123_023105_staff_roles.down,
    name: '20261123_023105_staff_roles',
  },
  {
    up: migration_20261123_033124_back_office.up,
    down: migration_20261123_033124_back_office.down,
    name: '20261123_033124_back_office',
  },
  {
    up: migration_20261123_041433_import_lease.up,
    down: migration_20261123_041433_import_lease.down,
    name: '20261123_041433_import_lease',
  },
  {
    up: migration_20261123_074452_verification.up,
    down: migration_20261123_074452_verification.down,
    name: '20261123_074452_verification',
  },
  {
    up: migration_20261125_180000_place_cover.up,
    down: migration_20261125_180000_place_cover.down,
    name: '20261125_180000_place_cover',
  },
  {
    up: migration_20261125_191900_upload_prefix.up,
    down: migration_20261125_191900_upload_prefix.down,
    name: '20261125_191900_upload_prefix',
  },
  {
    up: migration_20261126_230000_ascii_runs.up,
    down: migration_20261126_230000_ascii_runs.down,
    name: '20261126_230000_ascii_runs',
  },
  {
    up: migration_20261128_041943_register_reports.up,
    down: migration_20261128_041943_register_reports.down,
    name: '20261128_041943_register_reports',
  },
  {
    up: migration_20261128_160000_news_year_end_closure.up,
    down: migration_20261128_160000_news_year_end_closure.down,
    name: '20261128_160000_news_year_end_closure',
  },
  {
    up: migration_20261128_170000_english_summary.up,
    down: migration_20261128_170000_english_summary.down,
    name: '20261128_170000_english_summary',
  },
  {
    up: migration_20261128_185405_drop_page_breadcrumbs.up,
    down: migration_20261128_185405_drop_page_breadcrumbs.down,
    name: '20261128_185405_drop_page_breadcrumbs',
  },
  {
    up: migration_20261128_190055_version_authors.up,
    down: migration_20261128_190055_version_authors.down,
    name: '20261128_190055_version_authors',
  },
  {
    up: migration_20261128_223700_navigation_menu_editor.up,
    down: migration_20261128_223700_navigation_menu_editor.down,
    name: '20261128_223700_navigation_menu_editor',
  },
  {
    up: migration_20261128_224719_navigation_version_authors.up,
    down: migration_20261128_224719_navigation_version_authors.down,
    name: '20261128_224719_navigation_version_authors',
  },
  {
    up: migration_20261207_151356_alerts.up,
    down: migration_20261207_151356_alerts.down,
    name: '20261207_151356_alerts',
  },
  {
    up: migration_20261207_155158_history_scope_codes.up,
    down: migration_20261207_155158_history_scope_codes.down,
    name: '20261207_155158_history_scope_codes',
  },
  {
    up: migration_20261207_181903_credentials.up,
    down: migration_20261207_181903_credentials.down,
    name: '20261207_181903_credentials',
  },
  {
    up: migration_20261207_191211_open_data_snapshots.up,
    down: migration_20261207_191211_open_data_snapshots.down,
    name: '20261207_191211_open_data_snapshots',
  },
  {
    up: migration_20261207_214323_register_edits.up,
    down: migration_20261207_214323_register_edits.down,
    name: '20261207_214323_register_edits'
  },
];
