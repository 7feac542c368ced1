package org.mwbench.console;

import java.io.IOException;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.BladeInsert;
import org.mwbench.platform.blade.FileParameters;

/**
 * A blade with one file parameter, {@code input}, and one plain one, {@code note}: it says in
 * an alarm how many bytes of its input it got, and completes at once.
 */
@FileParameters("input")
public class DeclaredFileBlade implements BladeInsert {
    private BladeContext context;

    @Override
    public void init(BladeContext context) throws BladeException {
        this.context = context;
        BladeArguments arguments = BladeArguments.parse(context.bladeId(), context.argument());
        String input = arguments.text("input", null);
        arguments.text("note", "");
        arguments.requireAllKnown();
        try {
            context.alarm(AlarmSeverity.INFO, "read " + context.file(input).length + " bytes of " + input);
        } catch (IOException e) {
            throw new BladeException(e.getMessage());
        }
    }

    @Override
    public void start() {
        context.completed();
    }

    @Override
    public void suspend() {
    }

    @Override
    public void resume() {
    }

    @Override
    public void stop() {
    }
}
