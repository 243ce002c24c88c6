export { ImportButton, ImportExportMenu, type ImportButtonProps, type ImportExportMenuProps } from "./import-export-menu";
