package org.mwbench.analysis.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * Each line's name written at its last point, in the line's colour: with 22 series a legend alone
 * makes the reader match 22 shades, a label at the line's end does not. The labels are nudged apart
 * by {@link LabelLayout} so that none covers another; a label moved off its line's end is joined to
 * it by a thin leader. Text is filled as outlines over a white halo, as XChart draws its own text.
 * The charts widen their x axis by {@link #roomFraction} so that the labels of lines that end at the
 * right edge have an empty strip to stand in.
 */
final class DirectLabels extends Annotation {

    /** Fewer series than this need no labels: the legend's one or two entries are read at a glance. */
    static final int MIN_SERIES = 2;
    /** Pixels between a line's last point and its label, and kept free between two labels. */
    private static final double OFFSET = 6;
    private static final double GAP = 1;
    /** The legend's marker sample and paddings, and the y axis and chart paddings, in pixels: for the room estimate. */
    private static final double LEGEND_EXTRA = 45;
    private static final double AXIS_AND_PADDING = 100;
    /** The least room for data a plot keeps, as a share of its width, however long the names. */
    private static final double MAX_ROOM = 0.6;
    private static final BasicStroke HALO = new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final BasicStroke LEADER = new BasicStroke(0.8f);

    /** One line's end: where it is on the chart's axes (x already mapped to log space, y in the shown unit). */
    record End(String name, double x, double y, Color color) {
    }

    /** A label as drawn, in pixels: the line's end it names and the box its text fills. */
    record Label(String name, double endX, double endY, Rectangle2D box, Color color) {
    }

    private final List<End> ends;
    private volatile List<Label> drawn = List.of();

    DirectLabels(List<End> ends) {
        super(false);
        this.ends = List.copyOf(ends);
    }

    /** The labels as last painted (empty before), for the tests and for whoever checks what was drawn. */
    List<Label> drawn() {
        return drawn;
    }

    /**
     * How much to widen the x axis, as a share of the data's span, so that the longest name fits right
     * of the lines that end at the right edge. Estimated before XChart lays the chart out: the plot is
     * the chart less the legend (the same names) and the y axis.
     */
    static double roomFraction(List<String> names, int chartWidth, Font font) {
        if (names.size() < MIN_SERIES) {
            return 0;
        }
        FontRenderContext context = new FontRenderContext(null, true, true);
        double longest = 0;
        for (String name : names) {
            longest = Math.max(longest, textWidth(name, font, context));
        }
        double strip = longest + OFFSET + 4;
        double plot = chartWidth - longest - LEGEND_EXTRA - AXIS_AND_PADDING;
        double data = Math.max(plot - strip, plot * (1 - MAX_ROOM));
        return data <= 0 ? MAX_ROOM : Math.min(strip / data, MAX_ROOM / (1 - MAX_ROOM));
    }

    private static double textWidth(String text, Font font, FontRenderContext context) {
        return text.isEmpty() ? 0 : new TextLayout(text, font, context).getBounds().getMaxX();
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible || ends.isEmpty()) {
            return;
        }
        Font font = styler.getLegendFont();
        FontRenderContext context = g.getFontRenderContext();
        List<TextLayout> texts = new ArrayList<>();
        List<Rectangle2D> wanted = new ArrayList<>();
        double[] endX = new double[ends.size()];
        double[] endY = new double[ends.size()];
        for (int i = 0; i < ends.size(); i++) {
            End end = ends.get(i);
            // A name of spaces only lays out to nothing; a space keeps the box's height.
            TextLayout text = new TextLayout(end.name().isBlank() ? " " : end.name(), font, context);
            double height = text.getAscent() + text.getDescent();
            endX[i] = getXAxisScreenValue(end.x());
            endY[i] = getYAxisScreenValue(end.y());
            texts.add(text);
            wanted.add(new Rectangle2D.Double(endX[i] + OFFSET, endY[i] - height / 2,
                    Math.max(1, text.getAdvance()), height));
        }
        List<Rectangle2D> boxes = LabelLayout.place(wanted, getYAxisScreenValueForMin(), getYAxisScreenValueForMax(), GAP);
        List<Label> labels = new ArrayList<>();
        Rectangle2D all = null;
        for (int i = 0; i < ends.size(); i++) {
            Rectangle2D box = boxes.get(i);
            Color color = ends.get(i).color();
            if (Math.abs(box.getCenterY() - endY[i]) > box.getHeight() / 2) {
                g.setColor(color);
                g.setStroke(LEADER);
                g.draw(new Line2D.Double(endX[i] + 1, endY[i], box.getX() - 1, box.getCenterY()));
            }
            TextLayout text = texts.get(i);
            Shape outline = text.getOutline(AffineTransform.getTranslateInstance(box.getX(), box.getY() + text.getAscent()));
            g.setColor(Color.WHITE);
            g.setStroke(HALO);
            g.draw(outline);
            g.setColor(color);
            g.fill(outline);
            labels.add(new Label(ends.get(i).name(), endX[i], endY[i], box, color));
            all = all == null ? (Rectangle2D) box.clone() : all.createUnion(box);
        }
        bounds = all;
        drawn = List.copyOf(labels);
    }
}
