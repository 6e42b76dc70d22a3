package dev.play.module.users;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Presence;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code user}: a local account (useradd/usermod/userdel from shadow-utils), its groups, password
 * hash, lock and expiry, and an SSH key pair generated when missing. The password hash is compared
 * by digest on the host and is never printed.
 */
final class UserModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "name!:str",
              "state:str=present [absent|present]",
              "uid:int",
              "group:str",
              "groups:list(str)",
              "append:bool=false",
              "shell:str",
              "home:path",
              "create_home:bool=true",
              "move_home:bool=false",
              "system:bool=false",
              "comment:str",
              "password:str",
              "update_password:str=always [always|on_create]",
              "password_lock:bool",
              "expires:float",
              "remove:bool=false",
              "force:bool=false",
              "generate_ssh_key:bool=false",
              "ssh_key_type:str=rsa",
              "ssh_key_bits:int=0",
              "ssh_key_file:path",
              "ssh_key_comment:str",
              "ssh_key_passphrase:str=",
              "local:bool=false",
              "non_unique:bool=false")
          .withAliases(Map.of("user", "name", "createhome", "create_home"))
          .withEnum("state", Presence.class)
          .withEnum("update_password", UserRequest.UpdatePassword.class);

  @Override
  public String name() {
    return "user";
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    UserRequest r = UserRequest.of(args);
    List<String> wanted = new ArrayList<>(r.groups() == null ? List.of() : r.groups());
    if (r.group() != null && !r.group().matches("\\d+")) {
      wanted.add(r.group());
    }
    CommandResult facts = ctx.probe(UserFacts.script(r.name(), r.keyFile(), wanted));
    if (!facts.ok()) {
      throw new ModuleFailure(
          "user: cannot read the state of " + r.name() + ": " + facts.stderr().strip());
    }
    UserFacts f = UserFacts.parse(facts.stdout());
    if (ctx.checkMode()) {
      // a group an earlier task creates, or one a package installed earlier or a command may
      // bring (docker; assumed); a user to be created is predicted without its groups, as
      // Ansible's user module predicts it, and the prediction says that the real run fails on a
      // group that never comes
      f.missingGroups()
          .removeIf(
              g ->
                  ctx.planned("group:" + g)
                      || dev.play.module.Assumed.assumeBrought(ctx, "group " + g)
                      || (!f.exists() && assumeNothingBrings(ctx, g)));
    }
    return UserPlanner.plan(r, f);
  }

  private static boolean assumeNothingBrings(ModuleContext ctx, String group) {
    ctx.assume(
        "group "
            + group
            + " is not on the host and no earlier task brings it; the real run fails unless"
            + " something else creates it first");
    return true;
  }
}
