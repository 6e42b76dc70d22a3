import dev.play.facts.FactSubset;
import dev.play.facts.SystemFacts;

/**
 * Prints play's fact-gathering script for a {@code gather_subset} (default: all), as
 * {@code gather_facts} sends it. Run from the repository root after a build:
 * {@code java -cp 'engine/target/play.jar:engine/target/lib/*' tools/facts-case/FactScript.java [SUBSETS]}.
 */
public class FactScript {
  public static void main(String[] args) {
    System.out.print(SystemFacts.script(FactSubset.parse(args.length > 0 ? args[0] : null), null));
  }
}
