package org.mwbench.analysis.charts;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.internal.chartpart.Annotation;

/** "no data" in the middle of a plot that has no series, so empty axes are not mistaken for zeros. */
final class NoDataNote extends Annotation {

    NoDataNote() {
        super(false);
    }

    @Override
    public void paint(Graphics2D g) {
        int left = getXAxisScreenValueForMin();
        int right = getXAxisScreenValueForMax();
        int top = getYAxisScreenValueForMin();
        int bottom = getYAxisScreenValueForMax();
        Font font = styler.getAnnotationTextFont().deriveFont(Font.BOLD, 16f);
        TextLayout text = new TextLayout("no data", font, g.getFontRenderContext());
        Rectangle2D size = text.getBounds();
        double x = (left + right - size.getWidth()) / 2.0;
        double y = (top + bottom + size.getHeight()) / 2.0;
        g.setColor(styler.getAnnotationTextFontColor());
        g.fill(text.getOutline(AffineTransform.getTranslateInstance(x, y)));
        bounds = new Rectangle2D.Double(x, y - size.getHeight(), size.getWidth(), size.getHeight());
    }
}
