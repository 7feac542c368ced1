package org.mwbench.contract.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The documentation stays a map that leads somewhere: the root README short, every relative link
 * in the tree's Markdown naming a file that exists, and no tracker issue numbers, which mean
 * nothing to a reader of the product. It reads the source tree, the one this module is built in.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DocumentationMapTest {

    /** The root README is a map: what mwbench is, its two commands, its layout, where to read more. */
    private static final int ROOT_README_MAX_LINES = 149;

    /** Folders of build output, dependencies and version control: not the project's documentation. */
    private static final Set<String> SKIPPED_FOLDERS = Set.of("target", "node_modules", ".git");

    /** An inline Markdown link or image: {@code [text](target)}, the target without spaces. */
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    /** A link with a scheme ({@code https:}, {@code mailto:}) leaves the tree: not checked here. */
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    /** The word "issue" or "issues" followed by a number, or "#" and two digits or more: a tracker's numbers, not a name. */
    private static final Pattern ISSUE_NUMBER = Pattern.compile("(?i)\\bissues? \\d+|(?<![&\\w])#\\d{2,}\\b");

    private final Path root = SourceTree.root();

    @Test
    void theRootReadmeStaysUnder150Lines() throws IOException {
        List<String> lines = Files.readAllLines(root.resolve("README.md"), StandardCharsets.UTF_8);
        assertTrue(lines.size() <= ROOT_README_MAX_LINES, "README.md has " + lines.size()
                + " lines; it is a map: move details to a module's README or docs/, figures to docs/results-*.md");
    }

    @Test
    void everyRelativeLinkNamesAFileThatExists() throws IOException {
        List<Path> markdownFiles = markdownFiles();
        assertFalse(markdownFiles.isEmpty(), "no Markdown found under " + root);
        List<String> broken = new ArrayList<>();
        for (Path markdown : markdownFiles) {
            for (Located link : outsideCodeBlocks(markdown, LINK)) {
                String target = link.text();
                if (SCHEME.matcher(target).find() || target.startsWith("#")) {
                    continue;
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                if (!Files.exists(markdown.getParent().resolve(file).normalize())) {
                    broken.add(link.where() + ": " + target);
                }
            }
        }
        assertTrue(broken.isEmpty(), "links to files that do not exist:\n" + String.join("\n", broken));
    }

    @Test
    void noMarkdownCitesATrackerIssueNumber() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path markdown : markdownFiles()) {
            for (Located number : outsideCodeBlocks(markdown, ISSUE_NUMBER)) {
                found.add(number.where() + ": " + number.text());
            }
        }
        assertTrue(found.isEmpty(), "tracker numbers belong in the tracker and commit bodies:\n"
                + String.join("\n", found));
    }

    private List<Path> markdownFiles() throws IOException {
        List<Path> found = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                return SKIPPED_FOLDERS.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (file.getFileName().toString().endsWith(".md")) {
                    found.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        found.sort(null);
        return found;
    }

    /** Every match of {@code pattern} in the file's prose, fenced code blocks left out (group 1 if any). */
    private List<Located> outsideCodeBlocks(Path markdown, Pattern pattern) throws IOException {
        List<Located> matches = new ArrayList<>();
        List<String> lines = Files.readAllLines(markdown, StandardCharsets.UTF_8);
        boolean inFence = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.stripLeading().startsWith("```")) {
                inFence = !inFence;
                continue;
            }
            if (inFence) {
                continue;
            }
            Matcher matcher = pattern.matcher(line);
            while (matcher.find()) {
                String text = matcher.groupCount() > 0 ? matcher.group(1) : matcher.group();
                matches.add(new Located(root.relativize(markdown) + ":" + (i + 1), text));
            }
        }
        return matches;
    }

    private record Located(String where, String text) {}
}
