package org.mwbench.analysis.charts;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Places text boxes as near their wanted heights as they can go without two of them overlapping:
 * the ends of 22 latency lines crowd into a few pixels, and their labels must stay apart and in
 * the lines' order. Boxes keep their x; only y moves. Two passes, boxes sorted by wanted height:
 * top-down, each box goes below the boxes above it that it would cover; then bottom-up, each box is
 * lifted above the boxes below it and into the bottom bound. After the second pass no two boxes
 * that share any x overlap, whatever the bounds; the bounds hold as long as the boxes fit.
 */
final class LabelLayout {

    private LabelLayout() {
    }

    /**
     * @param wanted the boxes where they would like to be (x, y = top, width, height), in any order
     * @param top the lowest y a box should start at
     * @param bottom the highest y a box should end at
     * @param gap the free space kept between two boxes, in pixels
     * @return the placed boxes, in the order of {@code wanted}
     */
    static List<Rectangle2D> place(List<Rectangle2D> wanted, double top, double bottom, double gap) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < wanted.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> wanted.get(i).getCenterY()).thenComparing(i -> i));
        double[] y = new double[wanted.size()];
        for (int k = 0; k < order.size(); k++) {
            Rectangle2D box = wanted.get(order.get(k));
            double at = Math.max(top, box.getY());
            for (int j = 0; j < k; j++) {
                Rectangle2D above = wanted.get(order.get(j));
                if (sharesX(box, above)) {
                    at = Math.max(at, y[order.get(j)] + above.getHeight() + gap);
                }
            }
            y[order.get(k)] = at;
        }
        for (int k = order.size() - 1; k >= 0; k--) {
            Rectangle2D box = wanted.get(order.get(k));
            double at = Math.min(y[order.get(k)], bottom - box.getHeight());
            for (int j = k + 1; j < order.size(); j++) {
                Rectangle2D below = wanted.get(order.get(j));
                if (sharesX(box, below)) {
                    at = Math.min(at, y[order.get(j)] - gap - box.getHeight());
                }
            }
            y[order.get(k)] = at;
        }
        List<Rectangle2D> placed = new ArrayList<>(wanted.size());
        for (int i = 0; i < wanted.size(); i++) {
            Rectangle2D box = wanted.get(i);
            placed.add(new Rectangle2D.Double(box.getX(), y[i], box.getWidth(), box.getHeight()));
        }
        return placed;
    }

    private static boolean sharesX(Rectangle2D a, Rectangle2D b) {
        return a.getX() < b.getMaxX() && b.getX() < a.getMaxX();
    }
}
