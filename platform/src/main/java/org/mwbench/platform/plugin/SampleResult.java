package org.mwbench.platform.plugin;

/**
 * What a sample says about one call. One instance per virtual user is reused for every
 * call, so reporting allocates nothing; the runner clears it before each call.
 */
public final class SampleResult {
    private boolean failed;
    private boolean warmup;
    private long result;
    private String comment;

    /** The call failed; the comment says why (an error class, a status). */
    public void fail(String comment) {
        this.failed = true;
        this.comment = comment;
    }

    /** A number the call reports, e.g. bytes received; stored in the event's result field. */
    public void result(long value) {
        this.result = value;
    }

    /**
     * A remark stored with the event; keep it a constant on the hot path. An event has one
     * comment: called after {@link #fail}, it replaces the failure's reason.
     */
    public void comment(String text) {
        this.comment = text;
    }

    /**
     * Set by the runner before each call: whether it is a warm-up call, which the action file marks and
     * every figure leaves out. A plugin that keeps records of its own (white-box timing) leaves it out too.
     */
    public void warmup(boolean warmupCall) {
        this.warmup = warmupCall;
    }

    public boolean warmup() {
        return warmup;
    }

    public boolean failed() {
        return failed;
    }

    public long result() {
        return result;
    }

    public String comment() {
        return comment;
    }

    /** Called by the runner before each call. */
    public void clear() {
        failed = false;
        warmup = false;
        result = 0;
        comment = null;
    }
}
