package org.mwbench.injectors.scenario;

import java.util.ArrayList;
import java.util.List;
import org.mwbench.platform.blade.BladeException;

/** The parameters of a {@link PlateauRunner} that are not plain numbers or durations. */
final class PlateauArguments {
    private PlateauArguments() {
    }

    /**
     * {@code clients=1;2;5;...}: client counts, strictly rising, from 1 to {@code max}. Semicolons,
     * since a blade's argument is split at commas and spaces.
     */
    static List<Integer> clients(String bladeId, String text, List<Integer> fallback, int max) throws BladeException {
        if (text == null) {
            return fallback;
        }
        List<Integer> counts = new ArrayList<>();
        for (String part : text.split(";", -1)) {
            int count;
            try {
                count = Integer.parseInt(part.strip());
            } catch (NumberFormatException e) {
                throw invalid(bladeId, "clients", text, "'" + part.strip() + "' is not a whole number");
            }
            if (count < 1 || count > max) {
                throw invalid(bladeId, "clients", text, count + " is not between 1 and " + max);
            }
            if (!counts.isEmpty() && count <= counts.get(counts.size() - 1)) {
                throw invalid(bladeId, "clients", text, "counts must rise: " + count + " follows " + counts.get(counts.size() - 1));
            }
            counts.add(count);
        }
        return List.copyOf(counts);
    }

    /** {@code width=5%} or {@code width=0.05}: the confidence interval's half-width, as a fraction of the mean. */
    static double width(String bladeId, String name, String text) throws BladeException {
        String number = text.strip();
        boolean percent = number.endsWith("%");
        try {
            double value = Double.parseDouble(percent ? number.substring(0, number.length() - 1) : number) / (percent ? 100 : 1);
            if (value > 0 && value < 1) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw invalid(bladeId, name, text, "a share of the mean between 0 and 100%, e.g. 5% or 0.05");
    }

    private static BladeException invalid(String bladeId, String name, String value, String why) {
        return new BladeException("blade " + bladeId + ": parameter '" + name + "' = '" + value + "' is not valid: " + why);
    }
}
