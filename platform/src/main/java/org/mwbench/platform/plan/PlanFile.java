package org.mwbench.platform.plan;

/**
 * A file a blade's file parameter names, checked to lie in the plan's folder and read.
 *
 * @param parameter  the blade's parameter, such as {@code scenario}
 * @param value      the parameter's value as the argument gives it: the blade asks for the
 *                   file by this name on its agent
 * @param reportName where the file lies relative to the plan's folder, with {@code /}
 *                   between names and no {@code ..}: its place under the report's {@code inputs/}
 * @param content    the file's bytes
 */
public record PlanFile(String parameter, String value, String reportName, byte[] content) {
}
