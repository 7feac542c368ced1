package org.mwbench.analysis.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * What XChart cannot draw of a {@link BandedSeries}: the band between the settled points'
 * lows and highs, shaded in the line's colour (a single settled point gets an error bar
 * instead), and the unsettled points as hollow circles. Coordinates arrive on the chart's
 * axes (x already mapped to log space, y already in the shown unit).
 */
final class IntervalBand extends Annotation {
    private static final int BAND_ALPHA = 56;
    private static final double HOLLOW_DIAMETER = 9;

    private final double[] x;
    private final double[] y;
    private final double[] low;
    private final double[] high;
    private final boolean[] settled;
    private final Color color;

    IntervalBand(double[] x, double[] y, double[] low, double[] high, boolean[] settled, Color color) {
        super(false);
        this.x = x;
        this.y = y;
        this.low = low;
        this.high = high;
        this.settled = settled;
        this.color = color;
    }

    @Override
    public void paint(Graphics2D g) {
        List<Integer> banded = new ArrayList<>();
        for (int i = 0; i < x.length; i++) {
            if (settled[i] && !Double.isNaN(low[i])) {
                banded.add(i);
            }
        }
        banded.sort(Comparator.comparingDouble(i -> x[i]));
        Color shade = new Color(color.getRed(), color.getGreen(), color.getBlue(), BAND_ALPHA);
        if (banded.size() >= 2) {
            Path2D.Double band = new Path2D.Double();
            for (int k = 0; k < banded.size(); k++) {
                int i = banded.get(k);
                double sx = getXAxisScreenValue(x[i]);
                double sy = getYAxisScreenValue(high[i]);
                if (k == 0) {
                    band.moveTo(sx, sy);
                } else {
                    band.lineTo(sx, sy);
                }
            }
            for (int k = banded.size() - 1; k >= 0; k--) {
                int i = banded.get(k);
                band.lineTo(getXAxisScreenValue(x[i]), getYAxisScreenValue(low[i]));
            }
            band.closePath();
            g.setColor(shade);
            g.fill(band);
        } else if (banded.size() == 1) {
            int i = banded.get(0);
            errorBar(g, getXAxisScreenValue(x[i]), getYAxisScreenValue(low[i]), getYAxisScreenValue(high[i]));
        }
        g.setStroke(new BasicStroke(1.6f));
        for (int i = 0; i < x.length; i++) {
            if (!settled[i]) {
                double sx = getXAxisScreenValue(x[i]);
                double sy = getYAxisScreenValue(y[i]);
                if (!Double.isNaN(low[i])) {
                    errorBar(g, sx, getYAxisScreenValue(low[i]), getYAxisScreenValue(high[i]));
                }
                Ellipse2D.Double circle = new Ellipse2D.Double(sx - HOLLOW_DIAMETER / 2, sy - HOLLOW_DIAMETER / 2,
                        HOLLOW_DIAMETER, HOLLOW_DIAMETER);
                g.setColor(Color.WHITE);
                g.fill(circle);
                g.setColor(color);
                g.draw(circle);
            }
        }
        bounds = new Rectangle2D.Double(getXAxisScreenValueForMin(), getYAxisScreenValueForMin(),
                getXAxisScreenValueForMax() - getXAxisScreenValueForMin(),
                getYAxisScreenValueForMax() - getYAxisScreenValueForMin());
    }

    private void errorBar(Graphics2D g, double sx, double lowY, double highY) {
        g.setColor(color);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(new java.awt.geom.Line2D.Double(sx, lowY, sx, highY));
        g.draw(new java.awt.geom.Line2D.Double(sx - 4, lowY, sx + 4, lowY));
        g.draw(new java.awt.geom.Line2D.Double(sx - 4, highY, sx + 4, highY));
    }
}
