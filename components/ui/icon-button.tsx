import { CssTooltip } from "@/components/site/css-tooltip";
import { Button, type ButtonProps } from "@/components/ui/button";

export type IconButtonProps = Omit<ButtonProps, "aria-label"> & { label: string };

/**
 * A button that shows only an icon: its label is its accessible name and a
 * tooltip on hover and keyboard focus (spec section 9's delays), drawn by
 * CSS alone (CssTooltip), so a page of such buttons loads no tooltip
 * library and a list of many renders quickly. Inside dialogs and scrolling
 * panels, whose boxes would clip a tooltip drawn in place, use
 * PanelIconButton.
 */
export function IconButton({ label, children, ...props }: IconButtonProps) {
  return (
    <CssTooltip label={label}>
      <Button variant="ghost" size="icon" aria-label={label} {...props}>
        {children}
      </Button>
    </CssTooltip>
  );
}
