package org.mwbench.analysis.charts;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import org.knowm.xchart.style.markers.Marker;

/**
 * The marker of a point that did not settle: a circle drawn in the series' colour around white, as
 * {@link IntervalBand} draws such points. A series whose points are all unsettled wears it, so that its
 * legend entry shows its colour rather than its name alone.
 */
final class HollowCircle extends Marker {
    @Override
    public void paint(Graphics2D g, double xOffset, double yOffset, int markerSize) {
        Color colour = g.getColor();
        double diameter = markerSize;
        Ellipse2D.Double circle = new Ellipse2D.Double(xOffset - diameter / 2, yOffset - diameter / 2, diameter, diameter);
        g.setColor(Color.WHITE);
        g.fill(circle);
        g.setColor(colour);
        g.setStroke(new java.awt.BasicStroke(1.6f));
        g.draw(circle);
    }
}
