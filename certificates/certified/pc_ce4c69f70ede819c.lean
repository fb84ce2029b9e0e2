import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: ce4c69f70ede819c1e5bd3126ce9157f7d3c88ee6fd27880af86f74174694030
theorem pc_ce4c69f70ede819c : (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) ↔ (∀ (α : Type) (a : α) (l : List α), (a :: l).length = l.length + 1) :=
  by paracert_iff_rfl
