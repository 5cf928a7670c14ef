import * as migration_20261121_080757_initial from './20261121_080757_initial';
import * as migration_20261122_214813_information from './20261122_214813_information';
import * as migration_20261122_224505_about from './20261122_224505_about';
import * as migration_20261122_230319_name_kana_optional from './20261122_230319_name_kana_optional';
import * as migration_20261122_233702_acknowledgement_limit from './20261122_233702_acknowledgement_limit';
import * as migration_20261122_233925_staff_sign_in from './20261122_233925_staff_sign_in';
import * as migration_20261123_001246_accessibility_category from './20261123_001246_accessibility_category';
import * as migration_20261123_023133_staff_roles from './20261123_023133_staff_roles';
import * as migration_20261123_033132_back_office from './20261123_033132_back_office';
import * as migration_20261123_041445_import_lease from './20261123_041445_import_lease';
import * as migration_20261123_074504_verification from './20261123_074504_verification';
import * as migration_20261125_180000_place_cover from './20261125_180000_place_cover';
import * as migration_20261125_191919_upload_prefix from './20261125_191919_upload_prefix';
import * as migration_20261126_130000_scope_index from './20261126_130000_scope_index';
import * as migration_20261126_140000_ascii_runs from './20261126_140000_ascii_runs';
import * as migration_20261128_042002_register_reports from './20261128_042002_register_reports';
import * as migration_20261128_150000_staged_keys_text from './20261128_150000_staged_keys_text';
import * as migration_20261128_160000_news_year_end_closure from './20261128_160000_news_year_end_closure';
import * as migration_20261128_170000_english_summary from './20261128_170000_english_summary';
import * as migration_20261128_185430_drop_page_breadcrumbs from './20261128_185430_drop_page_breadcrumbs';
import * as migration_20261128_190116_version_authors from './20261128_190116_version_authors';
import * as migration_20261128_223741_navigation_menu_editor from './20261128_223741_navigation_menu_editor';
import * as migration_20261128_224746_navigation_version_authors from './20261128_224746_navigation_version_authors';
import * as migration_20261207_151405_alerts from './20261207_151405_alerts';
import * as migration_20261207_155204_history_scope_codes from './20261207_155204_history_scope_codes';
import * as migration_20261207_181914_credentials from './20261207_181914_credentials';
import * as migration_20261207_191222_open_data_snapshots from './20261207_191222_open_data_snapshots';
import * as migration_20261207_214333_register_edits from './20261207_214333_register_edits';

export const migrations = [
  {
    up: migration_20261121_080757_initial.up,
    down: migration_20261121_080757_initial.down,
    name: '20261121_080757_initial',
  },
  {
    up: migration_20261122_214813_information.up,
    down: migration_20261122_214813_information.down,
    name: '20261122_214813_information',
  },
  {
    up: migration_20261122_224505_about.up,
    down: migration_20261122_224505_about.down,
    name: '20261122_224505_about',
  },
  {
    up: migration_20261122_230319_name_kana_optional.up,
    down: migration_20261122_230319_name_kana_optional.down,
    name: '20261122_230319_name_kana_optional',
  },
  {
    up: migration_20261122_233702_acknowledgement_limit.up,
    down: migration_20261122_233702_acknowledgement_limit.down,
    name: '20261122_233702_acknowledgement_limit',
  },
  {
    up: migration_20261122_233925_staff_sign_in.up,
    down: migration_20261122_233925_staff_sign_in.down,
    name: '20261122_233925_staff_sign_in',
  },
  {
    up: migration_20261123_001246_accessibility_category.up,
    down: migration_20261123_001246_accessibility_category.down,
    name: '20261123_001246_accessibility_category',
  },
  {
    up: migration_20261123_023133_staff_roles.up,
    down: migration_20261123_023133_staff_roles.down,
    name: '20261123_023133_staff_roles',
  },
  {
    up: migration_20261123_033132_back_office.up,
    down: migration_20261123_033132_back_office.down,
    name: '20261123_033132_back_office',
  },
  {
    up: migration_20261123_041445_import_lease.up,
    down: migration_20261123_041445_import_lease.down,
    name: '20261123_041445_import_lease',
  },
  {
    up: migration_20261123_074504_verification.up,
    down: migration_20261123_074504_verification.down,
    name: '20261123_074504_verification',
  },
  {
    up: migration_20261125_180000_place_cover.up,
    down: migration_20261125_180000_place_cover.down,
    name: '20261125_180000_place_cover',
  },
  {
    up: migration_20261125_191919_upload_prefix.up,
    down: migration_20261125_191919_upload_prefix.down,
    name: '20261125_191919_upload_prefix',
  },
  {
    up: migration_20261126_130000_scope_index.up,
    down: migration_20261126_130000_scope_index.down,
    name: '20261126_130000_scope_index',
  },
  {
    up: migration_20261126_140000_ascii_runs.up,
    down: migration_20261126_140000_ascii_runs.down,
    name: '20261126_140000_ascii_runs',
  },
  {
    up: migration_20261128_042002_register_reports.up,
    down: migration_20261128_042002_register_reports.down,
    name: '20261128_042002_register_reports',
  },
  {
    up: migration_20261128_150000_staged_keys_text.up,
    down: migration_20261128_150000_staged_keys_text.down,
    name: '20261128_150000_staged_keys_text',
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
    up: migration_20261128_185430_drop_page_breadcrumbs.up,
    down: migration_20261128_185430_drop_page_breadcrumbs.down,
    name: '20261128_185430_drop_page_breadcrumbs',
  },
  {
    up: migration_20261128_190116_version_authors.up,
    down: migration_20261128_190116_version_authors.down,
    name: '20261128_190116_version_authors',
  },
  {
    up: migration_20261128_223741_navigation_menu_editor.up,
    down: migration_20261128_223741_navigation_menu_editor.down,
    name: '20261128_223741_navigation_menu_editor',
  },
  {
    up: migration_20261128_224746_navigation_version_authors.up,
    down: migration_20261128_224746_navigation_version_authors.down,
    name: '20261128_224746_navigation_version_authors',
  },
  {
    up: migration_20261207_151405_alerts.up,
    down: migration_20261207_151405_alerts.down,
    name: '20261207_151405_alerts',
  },
  {
    up: migration_20261207_155204_history_scope_codes.up,
    down: migration_20261207_155204_history_scope_codes.down,
    name: '20261207_155204_history_scope_codes',
  },
  {
    up: migration_20261207_181914_credentials.up,
    down: migration_20261207_181914_credentials.down,
    name: '20261207_181914_credentials',
  },
  {
    up: migration_20261207_191222_open_data_snapshots.up,
    down: migration_20261207_191222_open_data_snapshots.down,
    name: '20261207_191222_open_data_snapshots',
  },
  {
    up: migration_20261207_214333_register_edits.up,
    down: migration_20261207_214333_register_edits.down,
    name: '20261207_214333_register_edits'
  },
];
