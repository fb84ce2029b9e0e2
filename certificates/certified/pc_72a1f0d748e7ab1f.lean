import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 72a1f0d748e7ab1fa80634cc1371c69072dc0208d147deecc3216a49f5889159
theorem pc_72a1f0d748e7ab1f : (∀ (α : Type) (l : List α), l ++ [] = l) ↔ (∀ (α : Type) (l : List α), l ++ [] = l) :=
  by paracert_iff_rfl
