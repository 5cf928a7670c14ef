import { RequiredLabel as RequiredLabel_a82102988722ba55296e5cc698886169 } from '@/platform/cms/RequiredLabel'
import { JapaneseOriginal as JapaneseOriginal_19e2b6e867ac52149e886273682da60c } from '@/platform/cms/TranslationAids'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RowLabel as RowLabel_01b9dbd7b3ab504724dc197f4d82266a } from '@/platform/cms/RowLabel'
import { HiddenDiff as HiddenDiff_8097fd4bb9c3329e445fb3b44ae650a8 } from '@/platform/cms/HiddenDiff'
import { SeoOverview as SeoOverview_d8131ed693317bc33cd6c7c14c5e6921 } from '@/features/cms-pages/ui/SeoFields'
import { SeoTitleField as SeoTitleField_d8131ed693317bc33cd6c7c14c5e6921 } from '@/features/cms-pages/ui/SeoFields'
import { SeoDescriptionField as SeoDescriptionField_d8131ed693317bc33cd6c7c14c5e6921 } from '@/features/cms-pages/ui/SeoFields'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { SeoPreview as SeoPreview_d8131ed693317bc33cd6c7c14c5e6921 } from '@/features/cms-pages/ui/SeoFields'
import { JapanTimeCell as JapanTimeCell_dd873d84e76374b35cedaf4b449d3d36 } from '@/platform/cms/JapanTime'
import { JapanTimeField as JapanTimeField_dd873d84e76374b35cedaf4b449d3d36 } from '@/platform/cms/JapanTime'
import { JapanTimeDiff as JapanTimeDiff_dd873d84e76374b35cedaf4b449d3d36 } from '@/platform/cms/JapanTime'
import { TitleFromOtherLanguage as TitleFromOtherLanguage_19e2b6e867ac52149e886273682da60c } from '@/platform/cms/TranslationAids'
import { PublicationStatus as PublicationStatus_b3671c2301737af432c6be6fefed0645 } from '@/platform/cms/PublicationStatus'
import { VersionHistory as VersionHistory_946a6f2d28f39c0f84cbbfe31d7947d7 } from '@/platform/cms/VersionHistory'
import { PublicationStateCell as PublicationStateCell_b3671c2301737af432c6be6fefed0645 } from '@/platform/cms/PublicationStatus'
import { PublishControls as PublishControls_70303908fce4340debaf0a11e62ed7a9 } from '@/platform/cms/PublishControls'
import { JapanTimeReadout as JapanTimeReadout_dd873d84e76374b35cedaf4b449d3d36 } from '@/platform/cms/JapanTime'
import { ImportPanel as ImportPanel_c02d1a5e3c46acbe0ddb601bb8b9a234 } from '@/platform/cms/ImportPanel'
import { ReportActions as ReportActions_6d41a32e6ee976638031dd1128a5f035 } from '@/features/certified-organisations/ui/ReportPanel'
import { ReportPanel as ReportPanel_6d41a32e6ee976638031dd1128a5f035 } from '@/features/certified-organisations/ui/ReportPanel'
import { ExportLinks as ExportLinks_d285930d869ce7ced26b4517d91d9f3f } from '@/features/forms/ui/ExportLinks'
import { ScreenField as ScreenField_b1fae133ae2f3e1f68030b610dd048fa } from '@/features/navigation/ui/ScreenField'
import { MenuRowLabel as MenuRowLabel_e1a661c2194661b8948d3a616f832a61 } from '@/features/navigation/ui/MenuRowLabel'
import { AdminIcon as AdminIcon_f910cfbbd1fa10af9c0695422ec688d8 } from '@/features/back-office/ui/AdminGraphics'
import { AdminLogo as AdminLogo_f910cfbbd1fa10af9c0695422ec688d8 } from '@/features/back-office/ui/AdminGraphics'
import { GuideNavLink as GuideNavLink_a55ebb41dd84c96caafcfe1c0af3fc0d } from '@/features/back-office/ui/GuideNavLink'
import { Dashboard as Dashboard_e5c634f48940d1e3e34cf2f23f548ca8 } from '@/features/back-office/ui/Dashboard'
import { AlertsCard as AlertsCard_f23faa62046fe4b8a818ba8d80e7faa1 } from '@/features/alerts/ui/AlertsCard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { GuideView as GuideView_a5411d488f2d9197a6a246388cb84787 } from '@/features/back-office/ui/GuideView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/platform/cms/RequiredLabel#RequiredLabel": RequiredLabel_a82102988722ba55296e5cc698886169,
  "@/platform/cms/TranslationAids#JapaneseOriginal": JapaneseOriginal_19e2b6e867ac52149e886273682da60c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/platform/cms/RowLabel#RowLabel": RowLabel_01b9dbd7b3ab504724dc197f4d82266a,
  "@/platform/cms/HiddenDiff#HiddenDiff": HiddenDiff_8097fd4bb9c3329e445fb3b44ae650a8,
  "@/features/cms-pages/ui/SeoFields#SeoOverview": SeoOverview_d8131ed693317bc33cd6c7c14c5e6921,
  "@/features/cms-pages/ui/SeoFields#SeoTitleField": SeoTitleField_d8131ed693317bc33cd6c7c14c5e6921,
  "@/features/cms-pages/ui/SeoFields#SeoDescriptionField": SeoDescriptionField_d8131ed693317bc33cd6c7c14c5e6921,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@/features/cms-pages/ui/SeoFields#SeoPreview": SeoPreview_d8131ed693317bc33cd6c7c14c5e6921,
  "@/platform/cms/JapanTime#JapanTimeCell": JapanTimeCell_dd873d84e76374b35cedaf4b449d3d36,
  "@/platform/cms/JapanTime#JapanTimeField": JapanTimeField_dd873d84e76374b35cedaf4b449d3d36,
  "@/platform/cms/JapanTime#JapanTimeDiff": JapanTimeDiff_dd873d84e76374b35cedaf4b449d3d36,
  "@/platform/cms/TranslationAids#TitleFromOtherLanguage": TitleFromOtherLanguage_19e2b6e867ac52149e886273682da60c,
  "@/platform/cms/PublicationStatus#PublicationStatus": PublicationStatus_b3671c2301737af432c6be6fefed0645,
  "@/platform/cms/VersionHistory#VersionHistory": VersionHistory_946a6f2d28f39c0f84cbbfe31d7947d7,
  "@/platform/cms/PublicationStatus#PublicationStateCell": PublicationStateCell_b3671c2301737af432c6be6fefed0645,
  "@/platform/cms/PublishControls#PublishControls": PublishControls_70303908fce4340debaf0a11e62ed7a9,
  "@/platform/cms/JapanTime#JapanTimeReadout": JapanTimeReadout_dd873d84e76374b35cedaf4b449d3d36,
  "@/platform/cms/ImportPanel#ImportPanel": ImportPanel_c02d1a5e3c46acbe0ddb601bb8b9a234,
  "@/features/certified-organisations/ui/ReportPanel#ReportActions": ReportActions_6d41a32e6ee976638031dd1128a5f035,
  "@/features/certified-organisations/ui/ReportPanel#ReportPanel": ReportPanel_6d41a32e6ee976638031dd1128a5f035,
  "@/features/forms/ui/ExportLinks#ExportLinks": ExportLinks_d285930d869ce7ced26b4517d91d9f3f,
  "@/features/navigation/ui/ScreenField#ScreenField": ScreenField_b1fae133ae2f3e1f68030b610dd048fa,
  "@/features/navigation/ui/MenuRowLabel#MenuRowLabel": MenuRowLabel_e1a661c2194661b8948d3a616f832a61,
  "@/features/back-office/ui/AdminGraphics#AdminIcon": AdminIcon_f910cfbbd1fa10af9c0695422ec688d8,
  "@/features/back-office/ui/AdminGraphics#AdminLogo": AdminLogo_f910cfbbd1fa10af9c0695422ec688d8,
  "@/features/back-office/ui/GuideNavLink#GuideNavLink": GuideNavLink_a55ebb41dd84c96caafcfe1c0af3fc0d,
  "@/features/back-office/ui/Dashboard#Dashboard": Dashboard_e5c634f48940d1e3e34cf2f23f548ca8,
  "@/features/alerts/ui/AlertsCard#AlertsCard": AlertsCard_f23faa62046fe4b8a818ba8d80e7faa1,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/features/back-office/ui/GuideView#GuideView": GuideView_a5411d488f2d9197a6a246388cb84787,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
