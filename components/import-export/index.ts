export { ImportButton, ImportExportMenu, type ImportButtonProps, type ImportExportMenuProps } from "./import-export-menu";
export { GoogleImportCard, GoogleImportProvider } from "./google-import";
