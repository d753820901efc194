import { themeQuartz } from 'ag-grid-community';
import { tokens } from '@maziwa/design-tokens';

/** ag-grid's Quartz theme painted with the Maziwa tokens. */
export const gridTheme = themeQuartz.withParams({
  accentColor: tokens.color.primary,
  backgroundColor: tokens.color.surface,
  foregroundColor: tokens.color.text,
  textColor: tokens.color.text,
  borderColor: tokens.color.border,
  headerBackgroundColor: tokens.color.neutral100,
  headerTextColor: tokens.color.text,
  headerFontWeight: 600,
  oddRowBackgroundColor: tokens.color.neutral50,
  rowHoverColor: tokens.color.primarySubtle,
  fontFamily: tokens.font.family,
  fontSize: 14,
  borderRadius: 6,
  wrapperBorderRadius: 10,
  browserColorScheme: 'light',
});
