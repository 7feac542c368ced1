package org.mwbench.platform.blade;

/** How bad an alarm is. */
public enum AlarmSeverity {
    INFO, WARNING, ERROR, FATAL
}
