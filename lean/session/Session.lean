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
    (only parse CODE as one term that consumes the whole input; answer "term": true/false), and
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

/-! ## Translation of Mathlib-syntax declarations (request `"translate": true`)

  `cmd` is a JSON object `{"vocab": TEXT, "instances": [NAME, ...], "sides": [{"header": TEXT,
  "sig": TEXT}, ...]}`. The vocabulary TEXT (generated by paracert from its table of Mathlib names:
  every Mathlib type and constant an `axiom` of Mathlib's type, its notations with Mathlib's
  precedences; `instances` are those of its axioms that are instances) is elaborated on top of the
  base environment once per distinct text and kept (a pure function of the base state and the
  text). Each side's header (`open`, `namespace`, `section`, `variable` lines, checked by paracert
  before) is elaborated on top of it; the side's signature (`BINDERS : TYPE`, the proof cut off) is
  parsed by Lean as the signature of a theorem, and its binders and type, as Lean's parser delimits
  them, become `∀ BINDERS, TYPE`, elaborated as a proposition; no proof is ever elaborated. Every
  vocabulary constant the two propositions use is then replaced by a variable of one shared prefix
  of binders (the same constant the same variable on both sides, two constants never one), and each
  closed proposition is printed; a text is accepted only when it elaborates again, in the base
  environment without the vocabulary, to the same term.

  Written without the library's higher-order helpers (their compiled variants are missing from the
  embedded Lean): explicit recursions over lists and expressions. -/

public def nameListContains (xs : List Name) (n : Name) : Bool :=
  match xs with
  | [] => false
  | x :: rest => x == n || nameListContains rest n

public partial def strListContains (xs : List String) (s : String) : Bool :=
  match xs with
  | [] => false
  | x :: rest => x == s || strListContains rest s

public partial def appendOne {α : Type} (xs : List α) (x : α) : List α :=
  match xs with
  | [] => [x]
  | y :: rest => y :: appendOne rest x

public partial def newNamesAux (before : Environment) (names : List Name) (acc : List Name) : List Name :=
  match names with
  | [] => acc
  | n :: rest => newNamesAux before rest (if before.constants.map₂.contains n then acc else n :: acc)

public partial def firstErrorAux (ms : List Message) : IO (Option String) := do
  match ms with
  | [] => return none
  | m :: rest =>
    if m.severity == .error then
      return some (toString m.pos.line ++ ":" ++ toString m.pos.column ++ ": " ++ (← m.data.toString))
    firstErrorAux rest

public def firstError (log : MessageLog) : IO (Option String) := firstErrorAux log.toList

public partial def errorsAux (ms : List Message) (acc : Array Json) (n : Nat) : IO (Array Json) := do
  match ms with
  | [] => return acc
  | m :: rest =>
    if n == 0 then return acc
    if m.severity == .error then
      errorsAux rest (acc.push (Json.str (toString m.pos.line ++ ":" ++ toString m.pos.column ++ ": " ++ (← m.data.toString)))) (n - 1)
    else errorsAux rest acc n

/-- Constants of `e`, first occurrence first (appended to `acc`). -/
public partial def constsOf (e : Expr) (acc : List Name) : List Name :=
  match e with
  | .const n _ => if nameListContains acc n then acc else appendOne acc n
  | .app f a => constsOf a (constsOf f acc)
  | .lam _ t b _ => constsOf b (constsOf t acc)
  | .forallE _ t b _ => constsOf b (constsOf t acc)
  | .letE _ t v b _ => constsOf b (constsOf v (constsOf t acc))
  | .mdata _ b => constsOf b acc
  | .proj _ _ b => constsOf b acc
  | _ => acc

/-- `e` with each constant of `m` replaced by its free variable. -/
public partial def replaceConsts (e : Expr) (m : List (Name × Expr)) : Expr :=
  match e with
  | .const n _ =>
    let rec look (xs : List (Name × Expr)) : Expr :=
      match xs with
      | [] => e
      | (k, v) :: rest => if k == n then v else look rest
    look m
  | .app f a => .app (replaceConsts f m) (replaceConsts a m)
  | .lam x t b bi => .lam x (replaceConsts t m) (replaceConsts b m) bi
  | .forallE x t b bi => .forallE x (replaceConsts t m) (replaceConsts b m) bi
  | .letE x t v b nd => .letE x (replaceConsts t m) (replaceConsts v m) (replaceConsts b m) nd
  | .mdata d b => .mdata d (replaceConsts b m)
  | .proj s i b => .proj s i (replaceConsts b m)
  | _ => e

/-- A definition's value with its leading λs (section variables) turned into ∀s. -/
public partial def lamToForall (e : Expr) : Expr :=
  match e with
  | .lam x t b bi => .forallE x t (lamToForall b) bi
  | _ => e

public partial def filterVocab (xs : List Name) (vocab : NameSet) (acc : List Name) : List Name :=
  match xs with
  | [] => acc
  | x :: rest => filterVocab rest vocab (if vocab.contains x then appendOne acc x else acc)

/-- The vocabulary constants among `todo` and, before each, those its type uses (dependency order). -/
public partial def vocabOrder (env : Environment) (vocab : NameSet) (todo : List Name) (seen : List Name) : List Name :=
  match todo with
  | [] => seen
  | n :: rest =>
    if nameListContains seen n || !vocab.contains n then vocabOrder env vocab rest seen
    else
      let deps := match env.find? n with
        | some ci => filterVocab (constsOf ci.type []) vocab []
        | none => []
      let seen' := vocabOrder env vocab deps seen
      let seen'' := if nameListContains seen' n then seen' else appendOne seen' n
      vocabOrder env vocab rest seen''

public partial def lastComponent : Name → String
  | .str _ s => s
  | .num p _ => lastComponent p
  | .anonymous => "x"

public partial def sanitizeAux (cs : List Char) (acc : String) : String :=
  match cs with
  | [] => acc
  | c :: rest => sanitizeAux rest (acc.push (if c.isAlphanum || c == '_' then c else '_'))

public partial def pickName (base : String) (taken : List String) (k : Nat) : String :=
  let cand := if k == 0 then base else base ++ "_" ++ Nat.repr k
  if k > 1000 || !strListContains taken cand then cand else pickName base taken (k + 1)

/-- A binder name per constant: its last component, made unique (`Real.sqrt` ↦ `sqrt`). -/
public partial def binderNames (ns : List Name) (taken : List String) (acc : List (Name × String)) : List (Name × String) :=
  match ns with
  | [] => acc
  | n :: rest =>
    let base0 := sanitizeAux (lastComponent n).toList ""
    let base := if base0 == "" then "s" else if base0.startsWith "inst" then "inst" else base0
    let nm := pickName base taken 0
    binderNames rest (nm :: taken) (appendOne acc (n, nm))

/-- `t` ends in `Type …` (a type or type constructor: an implicit binder); a predicate ends in `Prop`. -/
public partial def isSortValued (t : Expr) : Bool :=
  match t with
  | .sort .zero => false
  | .sort _ => true
  | .forallE _ _ b _ => isSortValued b
  | _ => false

public partial def headConst (t : Expr) : Option Name :=
  match t with
  | .forallE _ _ b _ => headConst b
  | .app f _ => headConst f
  | .const n _ => some n
  | .mdata _ b => headConst b
  | _ => none

/-- Instance binders whose class is a vocabulary constant (or, with `all`, every instance binder)
  made explicit: once the class is a variable of the statement, it is no class for Lean. -/
public partial def demote (vocab : NameSet) (all : Bool) (e : Expr) : Expr :=
  let fix (t : Expr) (bi : BinderInfo) : BinderInfo :=
    if bi == BinderInfo.instImplicit && (all || (match headConst t with
      | some n => vocab.contains n
      | none => false)) then BinderInfo.default else bi
  match e with
  | .app f a => .app (demote vocab all f) (demote vocab all a)
  | .lam x t b bi => .lam x (demote vocab all t) (demote vocab all b) (fix t bi)
  | .forallE x t b bi => .forallE x (demote vocab all t) (demote vocab all b) (fix t bi)
  | .letE x t v b nd => .letE x (demote vocab all t) (demote vocab all v) (demote vocab all b) nd
  | .mdata d b => .mdata d (demote vocab all b)
  | .proj s i b => .proj s i (demote vocab all b)
  | _ => e

/-- `∀ (c₁ : T₁) … (cₙ : Tₙ), e` with the constants `cs` abstracted (binder info from the type). -/
public partial def closeOver (env : Environment) (vocab : NameSet) (instances : List String) (cs : List (Name × String)) (e : Expr) :
    Except String Expr := do
  -- free variables stand for the constants while the binder types are built
  let rec fvars (xs : List (Name × String)) (i : Nat) (acc : List (Name × Expr)) : List (Name × Expr) :=
    match xs with
    | [] => acc
    | (n, _) :: rest => fvars rest (i + 1) (appendOne acc (n, Expr.fvar ⟨Name.mkNum `_pc_sym i⟩))
  let m := fvars cs 0 []
  let rec binders (xs : List (Name × String)) (done : Array Expr) (acc : List (Name × String × Expr × BinderInfo)) :
      Except String (List (Name × String × Expr × BinderInfo)) := do
    match xs with
    | [] => return acc
    | (n, nm) :: rest =>
      let some ci := env.find? n | throw ("unknown vocabulary constant " ++ nameStr n)
      unless ci.levelParams matches [] do throw ("universe-polymorphic vocabulary constant " ++ nameStr n)
      let ty := (replaceConsts (demote vocab true ci.type) m).abstract done
      let vocabClass := match headConst ci.type with
        | some c => vocab.contains c
        | none => false
      let bi := if strListContains instances (nameStr n) && !vocabClass then BinderInfo.instImplicit
        else if isSortValued ci.type then BinderInfo.implicit else BinderInfo.default
      let fv := match m.lookup n with
        | some v => v
        | none => Expr.fvar ⟨`_pc_missing⟩
      binders rest (done.push fv) (appendOne acc (n, nm, ty, bi))
  let bs ← binders cs #[] []
  let rec values (xs : List (Name × Expr)) (acc : Array Expr) : Array Expr :=
    match xs with
    | [] => acc
    | (_, v) :: rest => values rest (acc.push v)
  let all := values m #[]
  let body := (replaceConsts (demote vocab false e) m).abstract all
  let rec wrap (xs : List (Name × String × Expr × BinderInfo)) : Expr :=
    match xs with
    | [] => body
    | (_, nm, ty, bi) :: rest => .forallE (Name.mkSimple nm) ty (wrap rest) bi
  let r := wrap bs
  if r.hasFVar then throw "a vocabulary constant was left"
  return r

/-- The text of `e` as Lean prints it in `env` (full names, no line breaks). -/
public def printExpr (env : Environment) (opts : Options) (e : Expr) : IO String := do
  let ctx : MessageDataContext := { env := env, mctx := {}, lctx := {}, opts := opts }
  (MessageData.withContext ctx (MessageData.ofExpr e)).toString

public def printExprIn (env : Environment) (opts : Options) (lctx : LocalContext) (e : Expr) : IO String := do
  let ctx : MessageDataContext := { env := env, mctx := {}, lctx := lctx, opts := opts }
  (MessageData.withContext ctx (MessageData.ofExpr e)).toString

/-- The text of a closed proposition whose first `n` binders are the signature: `∀ b₁ … bₙ, REST`,
  each signature binder printed on its own (the engine reads signature statements in this shape). -/
public partial def printSplit (env : Environment) (opts : Options) (lctx : LocalContext) (n : Nat) (i : Nat)
    (e : Expr) (acc : String) : IO String := do
  match n, e with
  | n + 1, .forallE nm ty b bi =>
    let tyText ← printExprIn env opts lctx ty
    let fid : FVarId := ⟨Name.mkNum `_pc_binder i⟩
    let lctx := lctx.mkLocalDecl fid nm ty bi
    let (l, r) := if bi == BinderInfo.implicit then ("{", "}")
      else if bi == BinderInfo.instImplicit then ("[", "]") else ("(", ")")
    printSplit env opts lctx n (i + 1) (b.instantiate1 (.fvar fid)) (acc ++ " " ++ l ++ nameStr nm ++ " : " ++ tyText ++ r)
  | _, _ =>
    let rest ← printExprIn env opts lctx e
    return if acc == "" then rest else "∀" ++ acc ++ ", " ++ rest

public partial def oneLine (cs : List Char) (acc : String) (skip : Bool) : String :=
  match cs with
  | [] => acc
  | c :: rest =>
    if c == '\n' then oneLine rest (acc.push ' ') true
    else if skip && c == ' ' then oneLine rest acc true
    else oneLine rest (acc.push c) false

public def ppOptions (opts0 : Options) (numericTypes : Bool) : Options :=
  let o := opts0.setBool `pp.fullNames true
  let o := o.setBool `pp.numericTypes numericTypes
  let o := o.setNat `pp.deepTerms.threshold 100000
  let o := o.setBool `pp.proofs true
  let o := o.setBool `pp.funBinderTypes true
  let o := o.setNat `format.width 100000
  o

public def defValue (env : Environment) (n : Name) : Option Expr :=
  match env.find? n with
  | some (.defnInfo d) => some d.value
  | _ => none

/-- Elaborate `def _root_.pc_statement : Prop := TEXT` on `st`; the value, or the first error. -/
public def elabProp (st : Command.State) (text : String) (file : String) : IO (Except String Expr) := do
  -- one term, the whole text (never a command smuggled after it), before it is elaborated
  match Parser.runParserCategory st.env `term text file with
  | .error err => return .error ("not one term: " ++ err)
  | .ok _ => pure ()
  let st' ← elaborate { st with messages := {} } ("noncomputable def _root_.pc_statement : Prop :=\n" ++ text) file
  match ← firstError st'.messages with
  | some err => return .error err
  | none =>
    match defValue st'.env `pc_statement with
    | some v => return .ok (lamToForall v)
    | none => return .error "the statement was not elaborated"

/-- Print `e` in the base environment and check that the text elaborates there to `e` again. -/
public def printChecked (base : Command.State) (n : Nat) (e : Expr) (numericTypes : Bool) : IO (Except String String) := do
  let text := oneLine (← printSplit base.env (ppOptions (baseScope base).opts numericTypes) {} n 0 e "").toList "" false
  match ← elabProp base text "<translation>" with
  | .error err => return .error ("the printed text does not elaborate: " ++ err ++ " | " ++ text)
  | .ok e' => if e' == e then return .ok text else return .error ("the printed text elaborates to another term: " ++ text)

public def failure (side : Nat) (stage : String) (msg : String) : Json :=
  Json.mkObj [("untranslated", Json.mkObj [("side", Json.num (JsonNumber.fromNat side)),
    ("stage", Json.str stage), ("message", Json.str msg)])]

/-- The vocabulary state for `text`, elaborated on top of `base` once and remembered. -/
public def vocabState (memo : IO.Ref (Option (String × Command.State × Array Json))) (base : Command.State)
    (text : String) : IO (Command.State × Array Json) := do
  match ← memo.get with
  | some (t, st, errs) => if t == text then return (st, errs) else pure ()
  | none => pure ()
  let st ← elaborate { base with messages := {} } text "<vocabulary>"
  let errs ← errorsAux st.messages.toList #[] 20
  let st := { st with messages := {} }
  memo.set (some (text, st, errs))
  return (st, errs)

public def sideField (j : Json) (f : String) : String :=
  match j.getObjValAs? String f with
  | .ok s => s
  | .error _ => ""

public partial def jsonListAux (xs : Array Json) (i : Nat) (acc : List Json) : List Json :=
  if h : i < xs.size then jsonListAux xs (i + 1) (appendOne acc xs[i]) else acc

/-- The source text Lean's parser delimited for `stx` in `text`. -/
public def sourceOf (text : String) (stx : Syntax) : Option String :=
  match stx.getPos?, stx.getTailPos? with
  | some a, some b => some (String.Pos.Raw.extract text a b)
  | _, _ => none

public partial def joinBinders (text : String) (bs : List Syntax) (acc : String) : Option String :=
  match bs with
  | [] => some acc
  | b :: rest =>
    match sourceOf text b with
    | some s => joinBinders text rest (acc ++ " " ++ s)
    | none => none

/-- `∀ BINDERS, TYPE` from a theorem's signature as Lean's parser delimits it. -/
public def forallOfSignature (text : String) (stx : Syntax) : Except String String := do
  unless stx.getKind == `Lean.Parser.Command.declaration && stx[1].getKind == `Lean.Parser.Command.theorem do
    throw "not a theorem signature"
  let sig := stx[1][2]
  let some ty := sourceOf text sig[1][1] | throw "the signature has no type"
  let n := sig[0].getNumArgs
  if n == 0 then return "(" ++ ty ++ ")"
  let rec args (i : Nat) (acc : List Syntax) : List Syntax :=
    if i < n then args (i + 1) (appendOne acc (sig[0].getArg i)) else acc
  termination_by n - i
  let some bs := joinBinders text (args 0 []) "" | throw "a binder without position"
  return "∀" ++ bs ++ ", (" ++ ty ++ ")"

/-- Each side's closed proposition in the vocabulary environment, or the failure. -/
public partial def elabSides (vst : Command.State) (sides : List Json) (k : Nat) (acc : Array Expr) :
    IO (Except Json (Array Expr)) := do
  match sides with
  | [] => return .ok acc
  | side :: rest =>
    let stH ← elaborate { vst with messages := {} } (sideField side "header") "<header>"
    match ← firstError stH.messages with
    | some err => return .error (failure k "header" err)
    | none =>
      let text := "theorem pc_statement " ++ sideField side "sig" ++ " := sorry"
      match Parser.runParserCategory stH.env `command text "<statement>" with
      | .error err => return .error (failure k "parse" err)
      | .ok stx =>
        match forallOfSignature text stx with
        | .error err => return .error (failure k "parse" err)
        | .ok prop =>
          match ← elabProp stH prop "<statement>" with
          | .error err => return .error (failure k "elaborate" err)
          | .ok e =>
            if e.hasMVar || e.hasFVar then return .error (failure k "elaborate" "the statement is not closed")
            if nameListContains (constsOf e []) `sorryAx then
              return .error (failure k "elaborate" "the statement did not elaborate (it contains `sorry`)")
            elabSides vst rest (k + 1) (acc.push e)

public partial def printAll (base : Command.State) (n : Nat) (es : List Expr) (k : Nat) (acc : Array Json) :
    IO (Except Json (Array Json)) := do
  match es with
  | [] => return .ok acc
  | e :: rest =>
    match ← printChecked base n e false with
    | .ok t => printAll base n rest (k + 1) (acc.push (Json.str t))
    | .error err1 =>
      match ← printChecked base n e true with
      | .ok t => printAll base n rest (k + 1) (acc.push (Json.str t))
      | .error _ =>
        -- last: every coercion with its target type, `(↑n : ℤ)`
        let base' := { base with scopes := [{ baseScope base with
          opts := (baseScope base).opts.setBool `pp.coercions.types true }] }
        match ← printChecked base' n e true with
        | .ok t => printAll base n rest (k + 1) (acc.push (Json.str t))
        | .error _ => return .error (failure k "roundtrip" err1)

public partial def lengthOf {α : Type} (xs : List α) (n : Nat) : Nat :=
  match xs with
  | [] => n
  | _ :: rest => lengthOf rest (n + 1)

public partial def usedAll (es : List Expr) (acc : List Name) : List Name :=
  match es with
  | [] => acc
  | e :: rest => usedAll rest (constsOf e acc)

public partial def closeAll (env : Environment) (vocab : NameSet) (instances : List String) (cs : List (Name × String))
    (es : List Expr) (acc : List Expr) : Except String (List Expr) := do
  match es with
  | [] => return acc
  | e :: rest => closeAll env vocab instances cs rest (appendOne acc (← closeOver env vocab instances cs e))

public partial def symbolsJson (xs : List (Name × String)) (acc : Array Json) : Json :=
  match xs with
  | [] => Json.arr acc
  | (n, nm) :: rest => symbolsJson rest (acc.push (Json.arr #[Json.str nm, Json.str (nameStr n)]))

public def translate (memo : IO.Ref (Option (String × Command.State × Array Json))) (base : Command.State)
    (spec : Json) (hb : Option Nat) : IO Json := do
  let base := match hb with
    | some n => { base with scopes := [{ baseScope base with opts := (baseScope base).opts.setNat `maxHeartbeats n }] }
    | none => base
  let (vst, vocabErrors) ← vocabState memo base (sideField spec "vocab")
  let sides := match spec.getObjVal? "sides" with
    | .ok (.arr xs) => jsonListAux xs 0 []
    | _ => []
  let instances := strArray spec "instances"
  let extra := Json.mkObj [("vocabularyErrors", Json.arr vocabErrors)]
  match ← elabSides vst sides 0 #[] with
  | .error j => return j.mergeObj extra
  | .ok es =>
    let vocab := (newNamesAux base.env (nodeKeys vst.env.constants.map₂.root []) []).foldl (fun s n => s.insert n) ({} : NameSet)
    let order := vocabOrder vst.env vocab (usedAll es.toList []) []
    let named := binderNames order [] []
    match closeAll vst.env vocab instances named es.toList [] with
    | .error err => return (failure 0 "abstract" err).mergeObj extra
    | .ok closed =>
      match ← printAll base (lengthOf named 0) closed 0 #[] with
      | .error j => return j.mergeObj extra
      | .ok texts =>
        return Json.mkObj [("translated", Json.arr texts), ("symbols", symbolsJson named #[]),
          ("vocabularyErrors", Json.arr vocabErrors)]

/-- One request against the base state. -/
public def handle (memo : IO.Ref (Option (String × Command.State × Array Json))) (base : Command.State) (req : Json) : IO Json := do
  let t0 ← IO.monoMsNow
  let code := match req.getObjValAs? String "cmd" with
    | .ok c => c
    | .error _ => ""
  if boolField req "translate" then
    let r ← match Json.parse code with
      | .ok spec => translate memo base spec (natField req "maxHeartbeats")
      | .error e => pure (failure 0 "request" ("not a JSON translation request: " ++ e))
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

public partial def loop (memo : IO.Ref (Option (String × Command.State × Array Json))) (nonce : String) (base : Command.State) : IO Unit := do
  let stdin ← IO.getStdin
  let line ← stdin.getLine
  if line.isEmpty then return  -- end of input
  let text := withoutNewlines line.toList ""
  if text.isEmpty then loop memo nonce base else
  match Json.parse text with
  | .error e =>
    writeLine nonce (Json.mkObj [("error", Json.str ("not a JSON request: " ++ e))])
    loop memo nonce base
  | .ok req =>
    if boolField req "quit" then
      writeLine nonce (Json.mkObj [("bye", Json.bool true)])
      return
    let answer ← try handle memo base req catch e =>
      pure (Json.mkObj [("id", idField req), ("error", Json.str (toString e))])
    writeLine nonce answer
    loop memo nonce base

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

public def main : IO Unit := do
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
  loop memo nonce { base with messages := {} }

end ParacertSession

public def main : IO Unit := ParacertSession.main
