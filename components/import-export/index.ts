export { ImportExportMenu, type ImportExportMenuProps } from "./import-export-menu";
