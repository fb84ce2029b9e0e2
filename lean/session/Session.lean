/-
  paracert's Lean session: `lean --run Session.lean`, one process that imports once and then
  elaborates items on demand, every item from the same base environment.

  Protocol (JSON lines):
  * first stdin line, the set-up: {"nonce": S, "imports": ["Init"], "prelude": [LEAN_TEXT, ...]}.
    The base environment = the imports + the prelude texts (autoImplicit off),
    elaborated once. Answer: `S {"ready": true, "env": 0, "time_ms": N, "messages": [...]}`.
  * then one request per line. The common part of the community Lean REPL's protocol:
    {"cmd": CODE, "env": 0} -> {"env": 0, "messages": [{"severity", "pos", "endPos", "data"}], "sorries": []}
    and paracert's extensions: "id" (echoed), "maxHeartbeats" (for this item), "axioms": [NAME, ...]
    (Lean.collectAxioms of these declarations of the item, in the item's environment), "parseTerm": true
    (only parse CODE as one term that consumes the whole input; answer "term": true/false),
    "translate": true (read Mathlib-syntax declarations; only in a session whose program holds
    lean/session/Translate.lean, appended in place of this file's last line), and
    {"quit": true} for a clean shutdown. Answers add "declarations" (names the item added), "axioms",
    "axiomsNotImported" (axioms of the item's own making), "time_ms" and "stdout" (what the item itself
    printed, captured apart from the protocol).
  * every protocol line on stdout starts with the nonce S: nothing an item prints can pass for an answer.

  No item ever sees another's declarations, options, notations or instances: each is elaborated
  from the base environment's command state, and its resulting environment is dropped.

  Written for the embedded (WASM) Lean, whose library lacks some compiled helpers: loops are
  `partial def` recursions, names are printed by hand, and every definition is `public` (this build
  elaborates every file as a module).
-/
module
-- Only what the program calls (not all of `Lean`: measured 11.2 s -> 7.6 s to import in the embedded Lean).
-- The items' own environment is imported separately (the set-up's `imports`).
public import Lean.Elab.Frontend
public import Lean.Util.CollectAxioms
open Lean Elab

namespace ParacertSession

public partial def nameStr : Name → String
  | .anonymous => ""
  | .str .anonymous s => s
  | .str p s => nameStr p ++ "." ++ s
  | .num .anonymous n => Nat.repr n
  | .num p n => nameStr p ++ "." ++ Nat.repr n

public partial def nameOfAux (parts : List String) (acc : Name) : Name :=
  match parts with
  | [] => acc
  | p :: ps => nameOfAux ps (Name.str acc p)

public def nameOf (s : String) : Name := nameOfAux (s.splitOn ".") .anonymous

public def posJson (p : Position) : Json :=
  Json.mkObj [("line", Json.num (JsonNumber.fromNat p.line)), ("column", Json.num (JsonNumber.fromNat p.column))]

public def severityStr : MessageSeverity → String
  | .information => "information"
  | .warning => "warning"
  | .error => "error"

public def messageJson (m : Message) : IO Json := do
  let data ← m.data.toString
  let endPos := match m.endPos with
    | some p => posJson p
    | none => Json.null
  return Json.mkObj [("severity", Json.str (severityStr m.severity)), ("pos", posJson m.pos),
    ("endPos", endPos), ("data", Json.str data)]

public partial def messagesJsonAux (ms : List Message) (acc : Array Json) : IO (Array Json) := do
  match ms with
  | [] => return acc
  | m :: rest => messagesJsonAux rest (acc.push (← messageJson m))

public def messagesJson (log : MessageLog) : IO Json := do
  return Json.arr (← messagesJsonAux log.toList #[])

public partial def jsonStrsAux (xs : List String) (acc : Array Json) : Array Json :=
  match xs with
  | [] => acc
  | x :: rest => jsonStrsAux rest (acc.push (Json.str x))

public def jsonStrs (xs : List String) : Json := Json.arr (jsonStrsAux xs #[])

public def writeLine (nonce : String) (j : Json) : IO Unit := do
  let out ← IO.getStdout
  out.putStrLn (nonce ++ " " ++ j.compress)
  out.flush

/-- Input context without `Parser.mkInputContext` (its compiled helper is missing here). -/
public def inputOf (code : String) (fileName : String) : Parser.InputContext :=
  { inputString := code, fileName := fileName, fileMap := FileMap.ofString code }

/-- Elaborate `code` on top of `st`; the state after it. -/
public def elaborate (st : Command.State) (code : String) (fileName : String) : IO Command.State := do
  let s ← IO.processCommands (inputOf code fileName) {} st
  return s.commandState

/-- The keys of a persistent hash map node (walked by hand: the compiled fold is missing here). -/
public partial def nodeKeys (node : PersistentHashMap.Node Name ConstantInfo) (acc : List Name) : List Name :=
  match node with
  | .collision keys _ _ => collisionKeys keys 0 acc
  | .entries es => entryKeys es 0 acc
where
  collisionKeys (keys : Array Name) (i : Nat) (acc : List Name) : List Name :=
    if h : i < keys.size then collisionKeys keys (i + 1) (keys[i] :: acc) else acc
  entryKeys (es : Array (PersistentHashMap.Entry Name ConstantInfo (PersistentHashMap.Node Name ConstantInfo)))
      (i : Nat) (acc : List Name) : List Name :=
    if h : i < es.size then
      match es[i] with
      | .entry k _ => entryKeys es (i + 1) (k :: acc)
      | .ref n => entryKeys es (i + 1) (nodeKeys n acc)
      | .null => entryKeys es (i + 1) acc
    else acc

public partial def keepNew (before : Environment) (names : List Name) (acc : List String) : List String :=
  match names with
  | [] => acc
  | n :: rest => keepNew before rest (if before.constants.map₂.contains n then acc else nameStr n :: acc)

/-- Names in `after`'s own constants that `before` lacks (the item's declarations). -/
public def addedNames (before after : Environment) : List String :=
  keepNew before (nodeKeys after.constants.map₂.root []) []

public partial def notImported (env : Environment) (names : List Name) (acc : List Name) : List Name :=
  match names with
  | [] => acc
  | n :: rest => notImported env rest (if (env.getModuleIdxFor? n).isNone then n :: acc else acc)

public partial def nameStrs (names : List Name) (acc : Array Json) : Json :=
  match names with
  | [] => Json.arr acc
  | n :: rest => nameStrs rest (acc.push (Json.str (nameStr n)))

public partial def axiomsOfAux (env : Environment) (names : List String) (all own : Array (String × Json)) :
    IO (Array (String × Json) × Array (String × Json)) := do
  match names with
  | [] => return (all, own)
  | n :: rest =>
    let name := nameOf n
    if env.contains name then
      let ((), st) := ((CollectAxioms.collect name).run env).run {}
      let axs := st.axioms.toList
      axiomsOfAux env rest (all.push (n, nameStrs axs #[])) (own.push (n, nameStrs (notImported env axs []) #[]))
    else
      axiomsOfAux env rest all own

public partial def strsAux (xs : Array Json) (i : Nat) (acc : List String) : List String :=
  if h : i < xs.size then
    match xs[i] with
    | .str s => strsAux xs (i + 1) (s :: acc)
    | _ => strsAux xs (i + 1) acc
  else acc

public partial def revAux (xs : List String) (acc : List String) : List String :=
  match xs with
  | [] => acc
  | x :: rest => revAux rest (x :: acc)

/-- The strings of an array field, in order (non-strings skipped). -/
public def strArray (j : Json) (field : String) : List String :=
  match j.getObjVal? field with
  | .ok (.arr xs) => revAux (strsAux xs 0 []) []
  | _ => []

/-- `s` without line ends (`String.trimRight` now returns a slice). -/
public partial def withoutNewlines (cs : List Char) (acc : String) : String :=
  match cs with
  | [] => acc
  | c :: rest => withoutNewlines rest (if c == '\n' || c == '\r' then acc else acc.push c)

public def baseScope (st : Command.State) : Command.Scope :=
  match st.scopes with
  | s :: _ => s
  | [] => { header := "" }

public def natField (j : Json) (field : String) : Option Nat :=
  match j.getObjValAs? Nat field with
  | .ok n => some n
  | .error _ => none

public def boolField (j : Json) (field : String) : Bool :=
  match j.getObjValAs? Bool field with
  | .ok b => b
  | .error _ => false

public def idField (j : Json) : Json :=
  match j.getObjVal? "id" with
  | .ok v => v
  | .error _ => Json.null

public def parseTerm (env : Environment) (code : String) : Json :=
  match Parser.runParserCategory env `term code "<statement>" with
  | .ok _ => Json.mkObj [("term", Json.bool true)]
  | .error e => Json.mkObj [("term", Json.bool false), ("error", Json.str e)]

public def failure (side : Nat) (stage : String) (msg : String) : Json :=
  Json.mkObj [("untranslated", Json.mkObj [("side", Json.num (JsonNumber.fromNat side)),
    ("stage", Json.str stage), ("message", Json.str msg)])]

/-- The vocabulary state a translating session keeps (text, its command state, its errors). -/
public abbrev Memo := IO.Ref (Option (String × Command.State × Array Json))

/-- The handler of `"translate"` requests: `translate` of lean/session/Translate.lean, which a
  session program holds only when paracert starts it to translate (that module's elaboration is
  kept off the start-up of every other session); `none` answers such a request with an error. -/
public abbrev Translator := Memo → Command.State → Json → Option Nat → IO Json

/-- One request against the base state. -/
public def handle (translator : Option Translator) (memo : Memo) (base : Command.State) (req : Json) : IO Json := do
  let t0 ← IO.monoMsNow
  let code := match req.getObjValAs? String "cmd" with
    | .ok c => c
    | .error _ => ""
  if boolField req "translate" then
    let r ← match translator, Json.parse code with
      | none, _ => pure (Json.mkObj [("error", Json.str "this session program has no translation module")])
      | some tr, .ok spec => tr memo base spec (natField req "maxHeartbeats")
      | some _, .error e => pure (failure 0 "request" ("not a JSON translation request: " ++ e))
    return r.mergeObj (Json.mkObj [("id", idField req), ("time_ms", Json.num (JsonNumber.fromNat ((← IO.monoMsNow) - t0)))])
  if boolField req "parseTerm" then
    let r := parseTerm base.env code
    return r.mergeObj (Json.mkObj [("id", idField req), ("time_ms", Json.num (JsonNumber.fromNat ((← IO.monoMsNow) - t0)))])
  let scope0 := baseScope base
  let opts := match natField req "maxHeartbeats" with
    | some hb => scope0.opts.setNat `maxHeartbeats hb
    | none => scope0.opts
  let scope := { scope0 with opts := opts }
  let st0 : Command.State := { base with scopes := [scope], messages := {} }
  let (out, st) ← IO.FS.withIsolatedStreams (elaborate st0 code "<item>")
  let (axs, own) ← axiomsOfAux st.env (strArray req "axioms") #[] #[]
  let t1 ← IO.monoMsNow
  return Json.mkObj [("id", idField req), ("env", Json.num (JsonNumber.fromNat 0)),
    ("messages", ← messagesJson st.messages), ("sorries", Json.arr #[]),
    ("declarations", jsonStrs (addedNames base.env st.env)),
    ("axioms", Json.mkObj axs.toList), ("axiomsNotImported", Json.mkObj own.toList),
    ("stdout", Json.str (if out.length ≤ 20000 then out else "(" ++ Nat.repr out.length ++ " characters, not shown)")), ("time_ms", Json.num (JsonNumber.fromNat (t1 - t0)))]

public partial def loop (translator : Option Translator) (memo : Memo) (nonce : String) (base : Command.State) : IO Unit := do
  let stdin ← IO.getStdin
  let line ← stdin.getLine
  if line.isEmpty then return  -- end of input
  let text := withoutNewlines line.toList ""
  if text.isEmpty then loop translator memo nonce base else
  match Json.parse text with
  | .error e =>
    writeLine nonce (Json.mkObj [("error", Json.str ("not a JSON request: " ++ e))])
    loop translator memo nonce base
  | .ok req =>
    if boolField req "quit" then
      writeLine nonce (Json.mkObj [("bye", Json.bool true)])
      return
    let answer ← try handle translator memo base req catch e =>
      pure (Json.mkObj [("id", idField req), ("error", Json.str (toString e))])
    writeLine nonce answer
    loop translator memo nonce base

public partial def preludeAux (st : Command.State) (files : List String) (log : MessageLog) :
    IO (Command.State × MessageLog) := do
  match files with
  | [] => return (st, log)
  | text :: rest =>
    let st' ← elaborate { st with messages := {} } text "<prelude>"
    preludeAux st' rest (log ++ st'.messages)

public partial def importsAux (xs : List String) (acc : Array Import) : Array Import :=
  match xs with
  | [] => acc
  | x :: rest => importsAux rest (acc.push { module := nameOf x })

public def run (translator : Option Translator) : IO Unit := do
  let stdin ← IO.getStdin
  let setupLine ← stdin.getLine
  let setup ← match Json.parse (withoutNewlines setupLine.toList "") with
    | .ok j => pure j
    | .error e => throw (IO.userError ("bad set-up line: " ++ e))
  let nonce := match setup.getObjValAs? String "nonce" with
    | .ok n => n
    | .error _ => ""
  let t0 ← IO.monoMsNow
  -- the embedded Lean cannot read its own path (findSysroot: "function not implemented"); its
  -- library is at /lib/lean, which LEAN_PATH names too
  let sysroot ← try findSysroot catch _ => pure ("/" : System.FilePath)
  initSearchPath sysroot
  let imports := importsAux (strArray setup "imports") #[]
  let env ← importModules imports {} (loadExts := true)
  let opts : Options := ({} : Options).setBool `autoImplicit false
  let st0 := Command.mkState env {} opts
  let (base, log) ← preludeAux st0 (strArray setup "prelude") {}
  let t1 ← IO.monoMsNow
  writeLine nonce (Json.mkObj [("ready", Json.bool true), ("env", Json.num (JsonNumber.fromNat 0)),
    ("messages", ← messagesJson log), ("time_ms", Json.num (JsonNumber.fromNat (t1 - t0)))])
  let memo ← IO.mkRef none
  loop translator memo nonce { base with messages := {} }

end ParacertSession

-- The program's last line: paracert puts lean/session/Translate.lean in its place for a session
-- that translates.
public def main : IO Unit := ParacertSession.run none
