import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d52752e3252a900a92f1f914a7e95bf44709e9f0bf3efb235e17aa453b20160c
theorem pc_d52752e3252a900a {G : Type} [Paracert.Group G] : (∀ {a b c : G}, b * a = c * a ↔ b = c) ↔ (∀ {ll Il lI : G}, Il * ll = lI * ll ↔ Il = lI) :=
  by paracert_iff_rfl
