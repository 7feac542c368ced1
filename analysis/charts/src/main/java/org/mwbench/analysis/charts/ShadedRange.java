package org.mwbench.analysis.charts;

import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * An XChart annotation that shades one x-range over the full plot height and writes its
 * label at the top. Text is filled as an outline, as XChart does for all its text, so the SVG
 * does not depend on the viewer's fonts.
 */
final class ShadedRange extends Annotation {

    private final XRange range;

    ShadedRange(XRange range) {
        super(false);
        this.range = range;
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        int plotLeft = getXAxisScreenValueForMin();
        int plotRight = getXAxisScreenValueForMax();
        int plotTop = getYAxisScreenValueForMin();
        int plotBottom = getYAxisScreenValueForMax();
        int left = Math.max(plotLeft, getXAxisScreenValue(range.from()));
        int right = Math.min(plotRight, getXAxisScreenValue(range.to()));
        if (right <= left) {
            bounds = new Rectangle2D.Double(left, plotTop, 0, 0);
            return;
        }
        g.setColor(ChartStyle.SHADE);
        g.fillRect(left, plotTop, right - left, plotBottom - plotTop);
        bounds = new Rectangle2D.Double(left, plotTop, right - left, plotBottom - plotTop);

        if (!range.label().isEmpty()) {
            TextLayout text = new TextLayout(range.label(), styler.getAnnotationTextFont(), g.getFontRenderContext());
            Rectangle2D size = text.getBounds();
            if (size.getWidth() + 6 <= right - left) {
                Shape outline = text.getOutline(AffineTransform.getTranslateInstance(
                        left + (right - left - size.getWidth()) / 2.0, plotTop + 4 + size.getHeight()));
                g.setColor(styler.getAnnotationTextFontColor());
                g.fill(outline);
            }
        }
    }
}
