import type { routing } from './routing';
import type about from '../../messages/ja/about.json';
import type alerts from '../../messages/ja/alerts.json';
import type bodies from '../../messages/ja/bodies.json';
import type certified from '../../messages/ja/certified.json';
import type common from '../../messages/ja/common.json';
import type credentials from '../../messages/ja/credentials.json';
import type counts from '../../messages/ja/counts.json';
import type coverage from '../../messages/ja/coverage.json';
import type data from '../../messages/ja/data.json';
import type forms from '../../messages/ja/forms.json';
import type home from '../../messages/ja/home.json';
import type imports from '../../messages/ja/imports.json';
import type information from '../../messages/ja/information.json';
import type navigation from '../../messages/ja/navigation.json';
import type notFound from '../../messages/ja/notFound.json';
import type openData from '../../messages/ja/openData.json';
import type accessibility from '../../messages/ja/accessibility.json';
import type pagination from '../../messages/ja/pagination.json';
import type reports from '../../messages/ja/reports.json';
import type requests from '../../messages/ja/requests.json';
import type search from '../../messages/ja/search.json';
import type serverError from '../../messages/ja/serverError.json';
import type toast from '../../messages/ja/toast.json';
import type verification from '../../messages/ja/verification.json';

// Message keys are type-checked against the Japanese files; a test keeps English in step.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: {
      about: typeof about;
      alerts: typeof alerts;
      bodies: typeof bodies;
      certified: typeof certified;
      common: typeof common;
      counts: typeof counts;
      credentials: typeof credentials;
      coverage: typeof coverage;
      data: typeof data;
      forms: typeof forms;
      home: typeof home;
      imports: typeof imports;
      information: typeof information;
      navigation: typeof navigation;
      notFound: typeof notFound;
      openData: typeof openData;
      accessibility: typeof accessibility;
      pagination: typeof pagination;
      reports: typeof reports;
      search: typeof search;
      serverError: typeof serverError;
      requests: typeof requests;
      toast: typeof toast;
      verification: typeof verification;
    };
  }
}
